import type { ReactNode } from 'react';
import { usePaymentGateway } from '@/shared/api/payment-gateway';
import { PageLoader } from './page-loader';

/**
 * The way to pay this server takes: its gateway's hosted checkout page, or the card form. Nothing
 * shows until the server has said which, so a card is never typed into a form the server would
 * refuse; should the question fail, the card form shows, whose payment then says what is wrong.
 */
export function PaymentMethod({ hosted, card }: { hosted: ReactNode; card: ReactNode }) {
  const gateway = usePaymentGateway();
  if (gateway.isPending) return <PageLoader />;
  return gateway.data?.checkout ? hosted : card;
}
