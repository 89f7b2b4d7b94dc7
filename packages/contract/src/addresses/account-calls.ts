import type { accountEndpoints } from '../accounts.ts';
import { endpointAddresses } from '../endpoint-address.ts';

/** The signed-in check every page starts with, and signing in. */
export const accountCalls = endpointAddresses<typeof accountEndpoints>()({
  user: { method: 'GET', path: '/user' },
  login: { method: 'POST', path: '/login' },
});
