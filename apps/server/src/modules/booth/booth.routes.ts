/** /api/v1 booth calls: sign-in to one event, that event's configuration and the exit PIN check. */
import { boothEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { BoothService } from './booth.service.ts';

// The client's address keys the sign-in's rate limits.
export const boothEndpoints = (service: BoothService): HandledEndpoint[] => [
  handle(calls.signIn, ({ body, request }) => service.signIn(body, request.ip)),
  handle(calls.event, ({ caller }) => service.event(caller)),
  handle(calls.exitPin, ({ caller, body }) => service.checkExitPin(caller, body.pin)),
];
