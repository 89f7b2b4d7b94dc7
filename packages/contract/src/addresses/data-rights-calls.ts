import type { dataRightsEndpoints } from '../data-rights.ts';
import { endpointAddresses } from '../endpoint-address.ts';

/** The guest's data page's calls: a guest opens it from a message or page an event sent them. */
export const dataRightsCalls = endpointAddresses<typeof dataRightsEndpoints>()({
  event: { method: 'GET', path: '/your-data/event/:eventId' },
  request: { method: 'POST', path: '/your-data/request' },
  confirm: { method: 'POST', path: '/your-data/confirm' },
  exportLink: { method: 'POST', path: '/your-data/export-link' },
  erase: { method: 'POST', path: '/your-data/erase' },
});
