/** Checks of a 422 reply's `errors`, the map from each failing field's path to its messages. */
import { expect } from 'vitest';

type Reply = { statusCode: number; json: () => { errors?: unknown } };
type FieldErrors = Record<string, string[]>;

/** The reply is a 422 naming exactly these fields with these messages. */
export function expectFieldErrors(reply: Reply, errors: FieldErrors) {
  expect(reply.statusCode).toBe(422);
  expect(reply.json().errors).toEqual(errors);
}

/**
 * The errors of a list's items, written item by item: `{ 2: { name: [...] } }` under `form_data`
 * is `{ 'form_data.2.name': [...] }`.
 */
export function listItemErrors(list: string, byItem: Record<number, FieldErrors>): FieldErrors {
  return Object.fromEntries(
    Object.entries(byItem).flatMap(([index, fields]) =>
      Object.entries(fields).map(([field, messages]) => [`${list}.${index}.${field}`, messages]),
    ),
  );
}
