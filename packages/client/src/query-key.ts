import type { EndpointDefinition, EndpointInput } from '@boothdeck/contract';
import type { Endpoint } from './call-input.ts';

type Values = Record<string, string>;
/** The part of a call's input its reply depends on, as the address writes it. */
type KeyInput = { params?: Values; query?: Values };

/** A call's key in a client-side cache: its method and path, then its parameters and query. */
export type CallKey = readonly [call: string, input: KeyInput];

type Part<
  Definition extends EndpointDefinition,
  Name extends 'params' | 'query',
> = Name extends keyof EndpointInput<Definition> ? EndpointInput<Definition>[Name] : never;

/** Some or all of a call's parameters and query values: all of them name one reply, some a group of them. */
export type CallKeyInput<Definition extends EndpointDefinition> = {
  [Name in 'params' | 'query' as Part<Definition, Name> extends never ? never : Name]?: Partial<Part<Definition, Name>>;
};

/** The values a call sends, as text: what is left out (undefined or null) is not sent, so not in the key. */
function sentValues(values: object | undefined): Values | undefined {
  if (!values) return undefined;
  const sent = Object.entries(values).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [[name, String(value)] as const],
  );
  return sent.length > 0 ? Object.fromEntries(sent) : undefined;
}

/**
 * The key of a call's reply in the web's query cache, derived from its contract definition: the
 * method and path, then the path parameters and query the call sends, written as its address
 * writes them (`7` and `'7'` are one key). A key given some of the input matches every key that
 * has at least that input (TanStack Query compares keys part by part), so invalidating
 * `queryKeyOf(definition)` refreshes every reply of the call, and `queryKeyOf(definition,
 * { params: { id } })` every reply about one id, whatever else was asked.
 */
export function queryKeyOf<Definition extends EndpointDefinition>(
  endpoint: Endpoint<Definition>,
  input: CallKeyInput<Definition> = {},
): CallKey {
  const { params, query } = input as { params?: object; query?: object };
  const sent: KeyInput = {};
  const sentParams = sentValues(params);
  const sentQuery = sentValues(query);
  if (sentParams) sent.params = sentParams;
  if (sentQuery) sent.query = sentQuery;
  return [`${endpoint.method} ${endpoint.path}`, sent];
}
