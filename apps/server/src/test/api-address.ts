/**
 * The address of a contract call below the server's root (`/api/v1/show-event/7`), for what a
 * test must write as an address: a raw request to a running server, a link a reply or a message
 * carries, a log line. Calls a test makes on an app go through `callApp` instead.
 */
import { API_PREFIX, type EndpointAddress, endpointPath } from '@boothdeck/contract/endpoint-address';

export const apiAddress = (address: EndpointAddress, params: Record<string, unknown> = {}) =>
  `${API_PREFIX}/${endpointPath(address, params)}`;

/** An address below the API that no definition has: what a caller gets for a call that does not exist. */
export const UNKNOWN_API_ADDRESS = `${API_PREFIX}/no-such-call`;
