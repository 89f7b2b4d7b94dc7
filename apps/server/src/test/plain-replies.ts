/**
 * The replies of the addresses no endpoint definition describes, read through the schemas they
 * answer with: the health check, the OpenAPI document, Stripe's webhook, and the `{ message }` of
 * a path nothing serves.
 */
import {
  type EndpointAddress,
  errorReplySchema,
  type HealthReply,
  healthReplySchema,
  type StripeWebhookReceipt,
  stripeWebhookReceiptSchema,
} from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_DOCUMENT_PATH } from '../plugins/openapi.ts';
import { openApiKey } from './openapi-key.ts';

type Body = { body: string };

export const healthOf = ({ body }: Body): HealthReply => healthReplySchema.parse(JSON.parse(body));

/** The message of a refusal that no call's definition lists (a path nothing serves, a webhook's 400). */
export const messageOf = ({ body }: Body): string => errorReplySchema.parse(JSON.parse(body)).message;

export const stripeReceiptOf = ({ body }: Body): StripeWebhookReceipt =>
  stripeWebhookReceiptSchema.parse(JSON.parse(body));

/** A JSON schema as the OpenAPI document describes a body or one of its fields. */
export type DocumentedSchema = {
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, DocumentedSchema>;
  items?: DocumentedSchema;
};

export type DocumentedOperation = {
  tags?: string[];
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: DocumentedSchema }> };
};

/** The parts of the OpenAPI document the tests read: each path's operations, by lower-case method. */
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, DocumentedOperation> | undefined>;
};

export async function openApiDocumentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const reply = await app.inject({ url: OPENAPI_DOCUMENT_PATH });
  if (reply.statusCode !== 200) throw new Error(`the OpenAPI document answered ${reply.statusCode}`);
  return JSON.parse(reply.body) as OpenApiDocument;
}

type Call = Pick<EndpointAddress, 'path' | 'method'>;

/** How the document describes a contract call; undefined when it does not list it. */
export const documentedOperation = (document: OpenApiDocument, call: Call): DocumentedOperation | undefined =>
  document.paths[openApiKey(call)]?.[call.method.toLowerCase()];

/** The schema of a call's body of this content type; throws when the document has none. */
export function documentedBody(
  document: OpenApiDocument,
  call: Call,
  contentType = 'application/json',
): DocumentedSchema {
  const schema = documentedOperation(document, call)?.requestBody?.content[contentType]?.schema;
  if (!schema) throw new Error(`the OpenAPI document has no ${contentType} body for ${call.method} ${call.path}`);
  return schema;
}
