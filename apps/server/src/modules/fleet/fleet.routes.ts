/** /api/v1 fleet calls: the booth's heartbeat, and the organiser's Booths panel and commands. */
import { fleetEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { FleetService } from './fleet.service.ts';

export const fleetEndpoints = (service: FleetService): HandledEndpoint[] => [
  handle(calls.heartbeat, ({ caller, body }) => service.heartbeat(caller, body)),
  handle(calls.eventBooths, ({ caller, params }) => service.eventBooths(caller.user.id, params.id)),
  handle(calls.sendCommand, ({ caller, params, body }) => service.sendCommand(caller.user.id, params.id, body)),
];
