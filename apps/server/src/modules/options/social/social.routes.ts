/** The social step's calls. */
import { socialEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import { type OptionsContext, savedMessage } from '../option-context.ts';
import { createSocialService } from './social.service.ts';

export function socialRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createSocialService(options);
  return [
    handle(calls.save, async ({ caller, body }) => {
      const { instagramToggle: instagram, facebookToggle: facebook, email_message } = body;
      const social = await service.save(caller.user.id, body.eventId, { instagram, facebook, email_message });
      return { status: true as const, message: savedMessage('step'), social };
    }),
    handle(calls.update, async ({ caller, params, body }) => {
      const { instagram, client_facebook: facebook, email_message } = body;
      const social = await service.save(caller.user.id, params.id, { instagram, facebook, email_message });
      return { status: true as const, message: savedMessage('update'), social };
    }),
  ];
}
