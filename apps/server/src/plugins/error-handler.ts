/**
 * One place that turns every failure into the API's reply shapes: 422 {message, errors},
 * 429 {message, retry_after} with the same wait in `Retry-After`, 400 for malformed JSON, 413 for
 * oversized bodies, 503 while the database or the media storage cannot be reached (each logged as
 * itself), {message} otherwise. 5xx replies never carry internals; the details go to the log.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { StorageUnavailable } from '../platform/storage/storage.ts';
import { AppError, STATUS_BY_CODE } from '../shared/app-error.ts';

/** Seconds a client is asked to wait after a 503 while the database, the storage or Redis is away. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** The wait of a 429 whose refusal did not say its own (every rate limit does). */
const RATE_LIMITED_RETRY_AFTER_SECONDS = 60;

type ValidationIssue = { instancePath: string; message?: string };

function fieldErrors(issues: ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const texts = errors[field] ?? [];
    texts.push(issue.message ?? MESSAGES.invalidPayload);
    errors[field] = texts;
  }
  return errors;
}

function firstText(errors: Record<string, string[]>): string {
  return Object.values(errors)[0]?.[0] ?? MESSAGES.invalidPayload;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const status = STATUS_BY_CODE[error.code];
      if (status === 503) reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      if (status === 429) {
        const wait = error.retryAfterSeconds ?? RATE_LIMITED_RETRY_AFTER_SECONDS;
        return reply.code(429).header('retry-after', String(wait)).send({ message: error.message, retry_after: wait });
      }
      if (error.fields) return reply.code(status).send({ message: error.message, errors: error.fields });
      return reply.code(status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      return reply.code(422).send({ message: firstText(errors), errors });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: MESSAGES.payloadTooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: MESSAGES.malformedJson });
    }
    const unavailable =
      error instanceof StorageUnavailable
        ? 'storage unavailable'
        : isDatabaseUnavailable(error)
          ? 'database unavailable'
          : undefined;
    if (unavailable) {
      request.log.warn({ err: error }, unavailable);
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ message: MESSAGES.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: MESSAGES.serverError });
    }
    return reply.code(status).send({ message: error.message });
  });
}
