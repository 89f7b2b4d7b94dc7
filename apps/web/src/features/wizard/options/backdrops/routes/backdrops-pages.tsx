/** `/event/backdrop` and `/event/backdrop/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { BackdropsStep } from '../components/backdrops-step';

export const OptionStepPage = () => <CreateOptionStep step={BackdropsStep} />;
export const OptionEditPage = () => (
  <EditOptionStep stepId="backdrops" step={BackdropsStep} title="Edit Virtual Backdrop" />
);
