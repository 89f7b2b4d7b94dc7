/** `/event/printing` and `/event/printing/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { PrintingStep } from '../components/printing-step';

export const OptionStepPage = () => <CreateOptionStep step={PrintingStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="printing" step={PrintingStep} title="Edit Printing" />;
