/** The calls the benchmarks make and time, taken from the contract through the client package. */
import { type AddressArguments, createApiClient, type Endpoint } from '@boothdeck/client';
import { API_PREFIX, type EndpointDefinition } from '@boothdeck/contract';

const onThisOrigin = createApiClient();

/** A call's address as a page writes it (`/api/v1/social-gallery-file/7/preview`): no origin. */
export const pageAddress = <Definition extends EndpointDefinition>(
  endpoint: Endpoint<Definition>,
  ...input: AddressArguments<Definition>
) => onThisOrigin.address(endpoint, ...input);

/** How the results and errors name a call: its method and address (`GET /api/v1/user`). */
export const callLabel = (endpoint: Endpoint<EndpointDefinition>) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`;

/** A call as the results name it: its address below the API prefix ('live-event?per_page=6&page=1'). */
export const callName = <Definition extends EndpointDefinition>(
  endpoint: Endpoint<Definition>,
  ...input: AddressArguments<Definition>
) => onThisOrigin.address(endpoint, ...input).slice(API_PREFIX.length + 1);

/** The full address of a named call on the server at `baseUrl`. */
export const addressOn = (baseUrl: string, name: string) => `${baseUrl}${API_PREFIX}/${name}`;

/** The client of the server at `baseUrl`, signed in with `token` when there is one. */
export const apiOn = (baseUrl: string, token?: string) => createApiClient({ origin: baseUrl, token: () => token });
