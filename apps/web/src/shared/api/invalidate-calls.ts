import { type Endpoint, queryKeyOf } from '@boothdeck/client';
import type { EndpointDefinition } from '@boothdeck/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Marks every cached reply of these calls stale (whatever their input) and reads again those on screen. */
export const invalidateCalls = (queryClient: QueryClient, endpoints: readonly Endpoint<EndpointDefinition>[]) =>
  Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) })));
