/** Checks of a 422 reply's `errors`, the map from each failing field's path to its messages. */
import type { EndpointDefinition } from '@boothdeck/contract';
import { expect } from 'vitest';
import { type AppReply, errorOf } from './call-app.ts';

type FieldErrors = Record<string, string[]>;

/** The reply is a 422 naming exactly these fields with these messages. */
export function expectFieldErrors(reply: AppReply<EndpointDefinition>, errors: FieldErrors) {
  expect(errorOf(reply, 422).errors).toEqual(errors);
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
