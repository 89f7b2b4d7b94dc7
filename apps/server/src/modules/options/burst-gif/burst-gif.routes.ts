/** The 3 in 1 fast step's calls. */
import { burstGifEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createBurstGifService } from './burst-gif.service.ts';

export function burstGifRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createBurstGifService(options);
  return [
    handle(calls.get, async ({ caller, params }) => ({ galleryItems: await service.read(caller.user.id, params.id) })),
    ...savingCalls(calls, {
      save: (userId, eventId, body) => service.save(userId, eventId, body.brust_gif),
      reply: (galleryItems) => ({ brust_gif: 'success' as const, galleryItems }),
    }),
  ];
}
