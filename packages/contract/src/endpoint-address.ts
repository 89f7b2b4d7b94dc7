/**
 * What a client needs to make a call: its method and path, without the schemas. Building a
 * definition builds its zod schemas, which brings all of zod (about 25 KB gzip) into a web
 * bundle; the pages a guest opens first (sign-in check, public gallery) call through these
 * addresses instead, so zod loads only with the pages whose forms validate with it.
 */
import type { EndpointDefinition } from './endpoint.ts';

declare const definitionType: unique symbol;

/** Where every definition's path is, on the server that answers it. */
export const API_PREFIX = '/api/v1';

/** A call's method and path; the type keeps its definition, so a call's input and reply stay typed. */
export type EndpointAddress<Definition extends EndpointDefinition = EndpointDefinition> = Pick<
  Definition,
  'method' | 'path'
> & { readonly [definitionType]?: Definition };

/**
 * The addresses of some of a group's calls. The method and path must be the definition's own
 * literals, so an address that drifts from its definition does not compile.
 */
export const endpointAddresses =
  <Endpoints extends Record<string, EndpointDefinition>>() =>
  <const Addresses extends { [Name in keyof Endpoints]?: Pick<Endpoints[Name], 'method' | 'path'> }>(
    addresses: Addresses,
  ) =>
    addresses as unknown as { [Name in keyof Addresses & keyof Endpoints]: EndpointAddress<Endpoints[Name]> };

/** The address of a call with its path parameters filled in (`/show-event/:id` → `show-event/7`). */
export function endpointPath(address: EndpointAddress, params: Record<string, unknown> = {}): string {
  return address.path.replace(/^\//, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${address.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
