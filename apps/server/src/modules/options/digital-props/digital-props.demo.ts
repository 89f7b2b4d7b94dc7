/** The demo events' settings of the digital props step, saved by its service from its update call's body. */
import { digitalPropEndpoints } from '@boothdeck/contract';
import { bodyFor, rotate } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createDigitalPropService } from './digital-props.service.ts';

export const demo: DemoStep = async ({ options, userId, event, look: { library } }) => {
  const body = bodyFor(digitalPropEndpoints.update, {
    digital_prop_frame: rotate(library.props, event.index * 5, 8),
  });
  return createDigitalPropService(options).save(userId, event.id, body.digital_prop_frame);
};
