/** `/event/brust-gif` and `/event/brust-gif/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { BurstGifStep } from '../components/burst-gif-step';

export const OptionStepPage = () => <CreateOptionStep step={BurstGifStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="burst-gif" step={BurstGifStep} title="Edit 3 in 1 Fast" />;
