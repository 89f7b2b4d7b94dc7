/**
 * The validator of every route's path, query, body and headers: the contract's schema, behind
 * the rule that no string anywhere in a request holds a NUL character.
 */
import { refusingNulCharacters } from '@boothdeck/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

export const requestValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  validatorCompiler({ ...route, schema: refusingNulCharacters(route.schema) });
