/** `/event/incentive-offer` and `/event/incentive-offer/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { IncentiveOfferStep } from '../components/incentive-offer-step';

export const OptionStepPage = () => <CreateOptionStep step={IncentiveOfferStep} />;
export const OptionEditPage = () => (
  <EditOptionStep option="incentive_offer" step={IncentiveOfferStep} title="Edit Incentives & Offers" />
);
