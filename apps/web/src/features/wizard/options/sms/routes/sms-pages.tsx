/** `/event/sms` and `/event/sms/edit/{id}`. */
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { SmsStep } from '../components/sms-step';

export const OptionStepPage = () => <CreateOptionStep step={SmsStep} />;
export const OptionEditPage = () => <EditOptionStep stepId="sms" step={SmsStep} title="Edit Text Messaging" />;
