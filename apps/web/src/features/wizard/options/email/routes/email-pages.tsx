/** `/event/email` and `/event/email/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { EmailStep } from '../components/email-step';

export const OptionStepPage = () => <CreateOptionStep step={EmailStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="email" step={EmailStep} title="Edit Email Settings" />;
