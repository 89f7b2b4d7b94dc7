/** `/event/custom-branding` and `/event/custom-branding/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { CustomBrandingStep } from '../components/custom-branding-step';

export const OptionStepPage = () => <CreateOptionStep step={CustomBrandingStep} />;
export const OptionEditPage = () => (
  <EditOptionStep stepId="custom-branding" step={CustomBrandingStep} title="Edit Custom Branding" />
);
