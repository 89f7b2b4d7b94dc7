/** `/event/digital-prop` and `/event/digital-prop/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { DigitalPropStep } from '../components/digital-prop-step';

export const OptionStepPage = () => <CreateOptionStep step={DigitalPropStep} />;
export const OptionEditPage = () => (
  <EditOptionStep option="digital_props" step={DigitalPropStep} title="Edit Digital Props" />
);
