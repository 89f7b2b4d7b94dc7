/** The custom branding step: the watermark, a setting document that owns its image file. */
import type { OptionStep } from '../option-step.ts';
import { customBrandingRoutes } from './custom-branding.routes.ts';
import { readWatermark, watermarkFilesOf } from './custom-branding.service.ts';

export const customBrandingStep: OptionStep<'custom-branding'> = {
  id: 'custom-branding',
  tables: [],
  read: ({ options, event, docs }) => ({ watermark: readWatermark(options, event.id, docs) }),
  filesOf: ({ docs }) => watermarkFilesOf(docs),
  endpoints: customBrandingRoutes,
};
