import type { EndpointDefinition } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import type { Endpoint } from './call-input.ts';

/**
 * The path parameters of a request when its method and address are a call's (`/show-event/:id`
 * matches `GET /api/v1/show-event/12` with `{ id: '12' }`), null otherwise. The query is not
 * looked at. For what stands in for the server: test stubs, a journey's intercepted request.
 */
export function matchAddress(
  endpoint: Endpoint<EndpointDefinition>,
  method: string,
  url: string | URL,
): Record<string, string> | null {
  if (method.toUpperCase() !== endpoint.method) return null;
  const names: string[] = [];
  const pattern = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${API_PREFIX}${pattern}$`).exec(new URL(url, 'http://localhost').pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
}
