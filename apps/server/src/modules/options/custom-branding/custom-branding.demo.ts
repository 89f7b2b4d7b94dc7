/** The demo events' settings of the custom branding step, saved by its service from its update call's body. */
import { customBrandingEndpoints } from '@boothdeck/contract';
import { bodyFor } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createCustomBrandingService } from './custom-branding.service.ts';

export const demo: DemoStep = async ({ options, userId, event, look: { brandMark } }) => {
  const body = bodyFor(customBrandingEndpoints.update, {
    photo: brandMark,
    align_x: event.index % 2 === 0 ? 'right' : 'left',
    align_y: 'bottom',
  });
  return createCustomBrandingService(options).save(userId, event.id, body);
};
