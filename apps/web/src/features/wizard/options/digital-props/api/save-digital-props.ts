import { digitalPropEndpoints } from '@boothdeck/contract';
import { saveStepCall } from '../../common/save-step-call';

/** The wizard step saves with POST digital-prop; the edit screen with POST /event/props/update/{id}. */
export const saveDigitalProps = (eventId: number) => (propIds: number[], isUpdate: boolean) =>
  saveStepCall(digitalPropEndpoints, eventId, isUpdate, {
    save: () => ({ eventId, digital_prop_frame: propIds }),
    update: () => ({ digital_prop_frame: propIds }),
  });
