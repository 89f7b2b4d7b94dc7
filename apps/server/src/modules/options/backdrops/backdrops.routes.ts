/** The virtual backdrop step's calls. */
import { backdropEndpoints as calls } from '@boothdeck/contract';
import type { HandledEndpoint } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createBackdropService } from './backdrops.service.ts';

export function backdropRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createBackdropService(options);
  return savingCalls(calls, {
    save: (userId, eventId, body) => service.save(userId, eventId, body.backdrops),
    reply: (backdrop) => ({ backdrop }),
  });
}
