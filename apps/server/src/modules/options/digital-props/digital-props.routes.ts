/** The digital props step's calls. */
import { digitalPropEndpoints as calls } from '@boothdeck/contract';
import type { HandledEndpoint } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createDigitalPropService } from './digital-props.service.ts';

export function digitalPropRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createDigitalPropService(options);
  return savingCalls(calls, {
    save: (userId, eventId, body) => service.save(userId, eventId, body.digital_prop_frame),
    reply: (props) => ({ digital_prop: 'success' as const, props }),
  });
}
