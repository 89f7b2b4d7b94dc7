/** The e-mail step's calls. */
import { emailEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createEmailService } from './email.service.ts';

export function emailRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createEmailService(options);
  return [
    ...savingCalls(calls, {
      save: service.save,
      reply: (setting) => ({ event_email: { draft_status: setting.draft_status }, email_setting: setting }),
    }),
    handle(calls.get, async ({ caller, params }) => ({ emailSetting: await service.read(caller.user.id, params.id) })),
  ];
}
