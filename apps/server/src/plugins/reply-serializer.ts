/**
 * Turns each route's zod reply schema into a compiled writer (fast-json-stringify over the
 * schema's JSON Schema), several times faster than checking the reply with zod and then
 * JSON.stringify. Both write only the keys the contract names, so nothing extra leaks.
 * With `checkReplies` (tests and journeys) every reply is also checked against its zod schema
 * first, and a reply that breaks the contract fails loudly instead of being coerced. Schemas
 * with transforms are refused at start-up, so the check never changes what is written.
 * Writers are kept per schema, so a process that builds several apps (the tests do) compiles
 * each one once.
 */
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`reply schemas must be zod schemas, got ${JSON.stringify(schema)}`);
}

type Write = (data: unknown) => string;

const writers = new WeakMap<ZodType, Write>();

function writerOf(contract: ZodType): Write {
  let write = writers.get(contract);
  if (!write) {
    // Throws at start-up for a reply schema JSON Schema cannot describe (a transform, say).
    write = fastJson(z.toJSONSchema(contract, { target: 'draft-7', io: 'output' }) as Schema);
    writers.set(contract, write);
  }
  return write;
}

export function createReplySerializerCompiler({
  checkReplies,
}: {
  checkReplies: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const contract = zodSchemaOf(schema);
    const write = writerOf(contract);
    if (!checkReplies) return write;
    return (data) => {
      const checked = contract.safeEncode(data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      // The reply itself, not zod's copy of it: tests then run exactly what production runs.
      return write(data);
    };
  };
}
