/** `/event/social` and `/event/social/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { SocialStep } from '../components/social-step';

export const OptionStepPage = () => <CreateOptionStep step={SocialStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="social" step={SocialStep} title="Edit Social" />;
