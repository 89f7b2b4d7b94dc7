/** `/event/incentive-offer` and `/event/incentive-offer/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { IncentiveOffersStep } from '../components/incentive-offers-step';

export const OptionStepPage = () => <CreateOptionStep step={IncentiveOffersStep} />;
export const OptionEditPage = () => (
  <EditOptionStep stepId="incentive-offers" step={IncentiveOffersStep} title="Edit Incentives & Offers" />
);
