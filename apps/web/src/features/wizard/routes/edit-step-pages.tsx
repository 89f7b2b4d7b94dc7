/** `/event/{info,feature,options}/edit/{id}`: a wizard step in edit mode for a saved event. */
import { EditStep } from '../components/edit-step';
import { EventInfoStep } from '../steps/event-info/event-info-step';
import { FeatureStep } from '../steps/feature/feature-step';
import { OptionsStep } from '../steps/options/options-step';

export const EditEventInfoPage = () => (
  <EditStep title="Edit Event Info" renderStep={(event) => <EventInfoStep mode={{ kind: 'edit', event }} />} />
);
export const EditEventFeaturePage = () => (
  <EditStep title="Edit Event Feature" renderStep={(event) => <FeatureStep mode={{ kind: 'edit', event }} />} />
);
export const EditEventOptionsPage = () => (
  <EditStep title="Edit Event Options" renderStep={(event) => <OptionsStep mode={{ kind: 'edit', event }} />} />
);
