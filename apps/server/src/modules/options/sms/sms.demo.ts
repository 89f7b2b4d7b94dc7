/** The demo events' settings of the text messaging step, saved by its service from its update call's body. */
import { smsEndpoints } from '@boothdeck/contract';
import { bodyFor } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createSmsService } from './sms.service.ts';

export const demo: DemoStep = async ({ options, userId, event }) => {
  const body = bodyFor(smsEndpoints.update, {
    text_message: `Thanks for coming to ${event.name}! Your photos are in the gallery - tap the link to download and share them.`,
    google_review_link: 'https://g.page/r/sunny-side-photo-booths/review',
    google_review_custom_message: 'Loved the booth? Leave us a quick review!',
    google_review_message_delay: 60,
  });
  return createSmsService(options).save(userId, event.id, body);
};
