/** `/event/frame` and `/event/frame/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { FrameStep } from '../components/frame-step';

export const OptionStepPage = () => <CreateOptionStep step={FrameStep} />;
export const OptionEditPage = () => <EditOptionStep option="frame" step={FrameStep} title="Edit Frames" />;
