import type { CardFields, DataCaptureOffer } from '@boothdeck/contract';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useIdempotencyKey } from '@/shared/hooks/use-idempotency-key';
import { useSessionStore } from '@/shared/session/session-store';
import { useBuyDataCapture } from '../api/data-capture-payment';

/** Purchase Data: pays for the Data Capture add-on once, however often the button is pressed. */
export function usePurchaseData(offer: DataCaptureOffer) {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const purchase = useBuyDataCapture();
  const { keyFor, settle } = useIdempotencyKey();
  const purchaseData = (card: CardFields) => {
    if (!user || purchase.isPending) return;
    const body = {
      user_id: user.id,
      user_email: user.email,
      submittedData: { item: 'data_capture', price: offer.price },
      ...card,
    };
    purchase.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onError: (error) => settle(error),
        onSuccess: ({ card_info }) => {
          settle();
          // A reply without card information goes back where the member came from, without a message.
          if (card_info.charge_id) navigate(PATHS.dataCapturePaymentSuccess, { replace: true });
          else navigate(-1);
        },
      },
    );
  };
  return { purchaseData, isPending: purchase.isPending, error: purchase.error };
}
