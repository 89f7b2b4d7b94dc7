/** The social gallery (microsite) step's calls. */
import { micrositeEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createMicrositeService } from './microsite.service.ts';

export function micrositeRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createMicrositeService(options);
  return [
    ...savingCalls(calls, {
      save: service.save,
      reply: (microsite) => ({ microsite }),
    }),
    handle(calls.get, async ({ caller, params }) => ({ microsite: await service.read(caller.user.id, params.id) })),
  ];
}
