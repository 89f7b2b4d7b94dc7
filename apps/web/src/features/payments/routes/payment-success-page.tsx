import { PATHS } from '@/shared/config/paths';
import { PaymentSuccess } from '../components/payment-success';

/** `/event/payment-success`: confirms the payment, then opens the dashboard after a short countdown. */
export function PaymentSuccessPage() {
  return <PaymentSuccess to={PATHS.dashboard} destination="your dashboard" />;
}
