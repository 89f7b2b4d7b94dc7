/**
 * No call accepts a NUL character (U+0000) in any string: PostgreSQL cannot store one in text,
 * and no name, address or answer has a use for it. The server applies this rule once, to every
 * part of every request (path, query and body, the text parts of an upload too, keys and values at any depth), before the call's
 * own schema reads it.
 */
import { z } from 'zod';
import { MESSAGES } from './messages.ts';

const NUL = '\u0000';

/** A record of fields: parsed JSON, a parsed query string or path (whatever its prototype); not a file's bytes. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Object]';
}

/** Where the first NUL character sits in a request part, as a path of keys; undefined when none does. */
export function nulCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')];
    const found = nulCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** `schema`, refusing first any input with a NUL character in a string, naming where it is. */
export function refusingNulCharacters<Schema extends z.ZodType>(schema: Schema) {
  return z
    .unknown()
    .superRefine((value, context) => {
      const path = nulCharacterPath(value);
      if (path) context.addIssue({ code: 'custom', path, message: MESSAGES.nulCharacter });
    })
    .pipe(schema);
}
