/** The calls of 'My templates': list and save e-mail and social gallery templates. */
import { savedTemplateEndpoints as calls } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { createSavedTemplateService } from './saved-templates.service.ts';

const saved = (id: number) => ({ message: MESSAGES.templateSaved, data: { id } });

export function savedTemplateRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createSavedTemplateService(options);
  return [
    handle(calls.emailTemplates, async ({ caller }) => ({
      data: { data: await service.emailTemplates(caller.user.id) },
    })),
    handle(calls.saveEmailTemplate, async ({ caller, body }) =>
      saved(await service.saveEmailTemplate(caller.user.id, body)),
    ),
    handle(calls.socialGalleryTemplates, async ({ caller }) => ({
      data: { data: await service.socialGalleryTemplates(caller.user.id) },
    })),
    handle(calls.saveSocialGalleryTemplate, async ({ caller, body }) =>
      saved(await service.saveSocialGalleryTemplate(caller.user.id, body)),
    ),
  ];
}
