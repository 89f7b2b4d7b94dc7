/** The text messaging step's calls. */
import { smsEndpoints as calls } from '@boothdeck/contract';
import type { HandledEndpoint } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createSmsService } from './sms.service.ts';

export function smsRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createSmsService(options);
  return savingCalls(calls, {
    save: service.save,
    reply: (textMessage) => ({ text_sms: { draft_status: textMessage.draft_status }, text_message: textMessage }),
  });
}
