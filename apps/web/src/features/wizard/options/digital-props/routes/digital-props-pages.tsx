/** `/event/digital-prop` and `/event/digital-prop/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { DigitalPropsStep } from '../components/digital-props-step';

export const OptionStepPage = () => <CreateOptionStep step={DigitalPropsStep} />;
export const OptionEditPage = () => (
  <EditOptionStep stepId="digital-props" step={DigitalPropsStep} title="Edit Digital Props" />
);
