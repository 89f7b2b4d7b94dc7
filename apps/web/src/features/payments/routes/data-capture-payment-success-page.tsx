import { PATHS } from '@/shared/config/paths';
import { PaymentSuccess } from '../components/payment-success';

/** `/data-capture/payment/success`: confirms the add-on's payment, then opens data capture after a short countdown. */
export function DataCapturePaymentSuccessPage() {
  return <PaymentSuccess to={PATHS.dataCapture} destination="data capture" />;
}
