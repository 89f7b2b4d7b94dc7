/** `/event/filter` and `/event/filter/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { FiltersStep } from '../components/filters-step';

export const OptionStepPage = () => <CreateOptionStep step={FiltersStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="filters" step={FiltersStep} title="Edit Filters" />;
