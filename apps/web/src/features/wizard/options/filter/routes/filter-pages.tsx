/** `/event/filter` and `/event/filter/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { FilterStep } from '../components/filter-step';

export const OptionStepPage = () => <CreateOptionStep step={FilterStep} />;
export const OptionEditPage = () => <EditOptionStep option="filters" step={FilterStep} title="Edit Filters" />;
