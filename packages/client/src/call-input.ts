/** The types of what a call takes, derived from its contract definition. */
import type { EndpointAddress, EndpointDefinition, EndpointInput } from '@boothdeck/contract';

/** A call's definition, or its schema-free address (which keeps the definition's type). */
export type Endpoint<Definition extends EndpointDefinition> = Definition | EndpointAddress<Definition>;

declare const multipartOf: unique symbol;

/** A multipart body for one call; only `multipartBody` makes one, so its part names are the contract's. */
export type MultipartBody<Definition extends EndpointDefinition> = FormData & {
  readonly [multipartOf]: Definition;
};

/** What a call sends: params, query, headers and JSON body as the contract types them, or its multipart body. */
export type CallInput<Definition extends EndpointDefinition> = EndpointInput<Definition> &
  (Definition extends { multipart: object } ? { body: MultipartBody<Definition> } : unknown);

export type CallOptions = { signal?: AbortSignal };

/** The input a call takes: optional when the call needs no path parameters, query, body or headers. */
export type CallArguments<Definition extends EndpointDefinition> =
  Record<never, never> extends CallInput<Definition>
    ? [input?: CallInput<Definition> & CallOptions]
    : [input: CallInput<Definition> & CallOptions];

type ParamsInput<Definition extends EndpointDefinition> = Pick<
  EndpointInput<Definition>,
  Extract<keyof EndpointInput<Definition>, 'params'>
>;
type AddressInput<Definition extends EndpointDefinition> = ParamsInput<Definition> &
  Partial<Pick<EndpointInput<Definition>, Extract<keyof EndpointInput<Definition>, 'query'>>>;

/** The parameters and query of a call's address: required when the call has path parameters. */
export type AddressArguments<Definition extends EndpointDefinition> = keyof ParamsInput<Definition> extends never
  ? [input?: AddressInput<Definition>]
  : [input: AddressInput<Definition>];

/** A call's input with its types erased, as the request is built from it. */
export type LooseInput = Partial<Record<'params' | 'query' | 'headers', Record<string, unknown>>> & {
  body?: unknown;
  signal?: AbortSignal;
};
