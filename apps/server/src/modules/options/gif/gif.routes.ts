/** The 3 in 1 animation step's calls. */
import { gifEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createGifService } from './gif.service.ts';

export function gifRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createGifService(options);
  return [
    handle(calls.get, async ({ caller, params }) => ({
      status: true as const,
      gifSetting: await service.read(caller.user.id, params.id),
    })),
    ...savingCalls(calls, {
      save: (userId, eventId, body) => service.save(userId, eventId, body.gif_setting),
      reply: (gifSetting) => ({ gif_setting: 'success' as const, gifSetting }),
    }),
  ];
}
