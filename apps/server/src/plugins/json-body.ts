/**
 * Every JSON body is measured before it is parsed: one pass over its text refuses a body nested
 * too deeply or holding too many values with 422, before JSON.parse, the NUL check or a schema
 * walks it. A body within bounds is parsed by Fastify's own parser (which also refuses
 * `__proto__` and `constructor.prototype` keys).
 */
import { jsonShapeRefusal } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/app-error.ts';

export function measureJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonShapeRefusal(text)) return done(AppError.validation('body', MESSAGES.bodyTooComplex), undefined);
    return parse(request, text, done);
  });
}
