/** The demo events' settings of the e-mail step, saved by its service from its update call's body. */
import { emailEndpoints } from '@boothdeck/contract';
import { bodyFor, firstOf } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createEmailService } from './email.service.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const demo: DemoStep = async ({ options, userId, event, look: { library, saved } }) => {
  const mine = event.booth === 'wedding';
  const body = bodyFor(emailEndpoints.update, {
    from_name: 'Sunny Side Photo Booths',
    reply_to: 'hello@sunnyside.example',
    email_subject: `Your photos from ${event.name}`,
    email_template_id: mine ? saved.email.templateId : firstOf(library.emailTemplates, event.index),
    template_type: mine ? 'my' : 'standard',
    ...(mine ? { email_my_template_id: saved.email.id } : {}),
    contents: {
      eventName: event.name,
      contentBodyText: `<p>Thanks for joining us at <strong>${escapeHtml(event.name)}</strong>! Your photos are ready to download and share.</p>`,
      buttonText: 'See your photos',
    },
  });
  return createEmailService(options).save(userId, event.id, body);
};
