import type { User } from '@boothdeck/contract';
import { Navigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { hasActiveMembership } from '@/shared/session/membership';
import { CheckoutConfirming } from '@/shared/ui/checkout-confirming';
import { useCheckoutConfirmation } from '../hooks/use-checkout-confirmation';

/** What each purchase waits for, where it goes next, and where the organiser can go meanwhile. */
const PURCHASES = {
  membership: {
    isDone: hasActiveMembership,
    next: PATHS.paymentSuccess,
    wayOut: PATHS.packages,
    effect: 'your package starts in a moment',
  },
  dataCapture: {
    isDone: (user: User | null) => user?.plan_features.data_capture === true,
    next: PATHS.dataCapturePaymentSuccess,
    wayOut: PATHS.dashboard,
    effect: 'data capture is on in a moment',
  },
} as const;

/**
 * `/event/payment/confirming` and `/data-capture/payment/confirming`: where the gateway's checkout
 * page sends the organiser once they have paid. The purchase takes effect when the gateway's
 * signed event reaches the server, usually within seconds; until then this page waits, then shows
 * the usual payment confirmation.
 */
export function CheckoutConfirmingPage({ purchase }: { purchase: keyof typeof PURCHASES }) {
  const { isDone, next, wayOut, effect } = PURCHASES[purchase];
  const confirmed = useCheckoutConfirmation(isDone);
  if (confirmed) return <Navigate to={next} replace />;
  return <CheckoutConfirming effect={effect} wayOut={wayOut} />;
}
