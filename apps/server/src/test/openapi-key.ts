/** The key under which the app's OpenAPI document lists a contract call: its full path, `{name}` for `:name`. */
import type { EndpointAddress } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';

export const openApiKey = (address: Pick<EndpointAddress, 'path'>) =>
  `${API_PREFIX}${address.path.replace(/:(\w+)/g, '{$1}')}`;
