/** `/event/gif` and `/event/gif/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { GifStep } from '../components/gif-step';

export const OptionStepPage = () => <CreateOptionStep step={GifStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="gif" step={GifStep} title="Edit 3 in 1 Animation" />;
