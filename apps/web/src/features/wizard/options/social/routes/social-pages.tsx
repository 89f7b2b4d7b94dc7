/** `/event/social` and `/event/social/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { SocialStep } from '../components/social-step';

export const OptionStepPage = () => <CreateOptionStep step={SocialStep} />;
export const OptionEditPage = () => <EditOptionStep option="social_media" step={SocialStep} title="Edit Social" />;
