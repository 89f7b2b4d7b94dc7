/** The demo events' settings of the social step, saved by its service from its update call's body. */
import { socialEndpoints } from '@boothdeck/contract';
import { bodyFor } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createSocialService } from './social.service.ts';

export const demo: DemoStep = async ({ options, userId, event }) => {
  const body = bodyFor(socialEndpoints.update, {
    instagram: 1,
    client_facebook: 1,
    email_message: `Snapped at ${event.name} with Sunny Side Photo Booths #sunnysidebooth`,
  });
  const { instagram, client_facebook: facebook, email_message } = body;
  return createSocialService(options).save(userId, event.id, { instagram, facebook, email_message });
};
