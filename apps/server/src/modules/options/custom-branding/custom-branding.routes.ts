/** The custom branding (watermark) step's calls. */
import { customBrandingEndpoints as calls } from '@boothdeck/contract';
import type { HandledEndpoint } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createCustomBrandingService } from './custom-branding.service.ts';

export function customBrandingRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createCustomBrandingService(options);
  return savingCalls(calls, {
    eventIdOf: (body) => body.event_id,
    save: service.save,
    reply: (watermark) => ({ watermark }),
  });
}
