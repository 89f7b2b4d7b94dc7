/** `/event/frame` and `/event/frame/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { FramesStep } from '../components/frames-step';

export const OptionStepPage = () => <CreateOptionStep step={FramesStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="frames" step={FramesStep} title="Edit Frames" />;
