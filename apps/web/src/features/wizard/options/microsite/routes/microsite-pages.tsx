/** `/event/microsite` and `/event/microsite/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { MicrositeStep } from '../components/microsite-step';

export const OptionStepPage = () => <CreateOptionStep step={MicrositeStep} />;
export const OptionEditPage = () => (
  <EditOptionStep stepId="microsite" step={MicrositeStep} title="Edit Social Gallery" />
);
