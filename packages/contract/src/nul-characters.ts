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

/** A value still to look at, with the key that leads to it from the one it sits in. */
type Pending = { value: unknown; key?: string | number; parent?: Pending };

const pathTo = (found: Pending): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let step: Pending | undefined = found; step?.parent; step = step.parent) path.push(step.key as string | number);
  return path.reverse();
};

const entriesOf = (value: unknown): [string | number, unknown][] => {
  if (Array.isArray(value)) return [...value.entries()];
  return isRecord(value) ? Object.entries(value) : [];
};

/**
 * Where the first NUL character sits in a request part, as a path of keys; undefined when none
 * does. Walks with a list of its own rather than by recursion, so no nesting overflows the
 * stack, and spells out only the path it finds.
 */
export function nulCharacterPath(root: unknown): (string | number)[] | undefined {
  const pending: Pending[] = [{ value: root }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes(NUL)) return pathTo(next);
      continue;
    }
    const entries = entriesOf(next.value);
    // Last first onto the list, so that the first key is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string | number, unknown];
      pending.push({ value: item, key, parent: next });
      // A key with a NUL is named without it, and found before what it holds.
      if (typeof key === 'string' && key.includes(NUL))
        pending.push({ value: NUL, key: key.replaceAll(NUL, ''), parent: next });
    }
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
