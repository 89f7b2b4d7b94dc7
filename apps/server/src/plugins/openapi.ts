/** The OpenAPI document, generated from the contract's zod schemas, served with its UI at /api/docs. */
import type { MultipartDefinition } from '@boothdeck/contract';
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart body's parts, for the document only: the route reads the body itself. */
    multipart?: MultipartDefinition;
  }
}

/** The API's browsable documentation, and the OpenAPI document it reads. */
export const OPENAPI_UI_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = `${OPENAPI_UI_PATH}/json`;

type JsonObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

/** The JSON schema of a multipart body: its text fields as the contract types them, and each file part. */
function multipartBodySchema({ fields, files }: MultipartDefinition) {
  const text = z.toJSONSchema(fields, { io: 'input', target: 'openapi-3.0' }) as JsonObjectSchema;
  const parts = Object.entries(files);
  return {
    type: 'object',
    properties: {
      ...text.properties,
      ...Object.fromEntries(parts.map(([name]) => [name, { type: 'string', format: 'binary' }])),
    },
    required: [...(text.required ?? []), ...parts.filter(([, need]) => need === 'required').map(([name]) => name)],
  };
}

/** The zod schemas as JSON schemas; a multipart call's body, which no schema validates, described as well. */
const describeRoute: typeof jsonSchemaTransform = (input) => {
  const described = jsonSchemaTransform(input);
  const multipart = input.route.config?.multipart;
  if (!multipart) return described;
  return {
    ...described,
    schema: { ...described.schema, body: multipartBodySchema(multipart), consumes: ['multipart/form-data'] },
  };
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Boothdeck API',
        description: 'Organiser, gallery and booth calls. Signed-in calls take `Authorization: Bearer <token>`.',
        version: PRODUCT_VERSION,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_UI_PATH });
}
