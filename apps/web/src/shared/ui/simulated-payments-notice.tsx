import { PAYMENT_MESSAGES } from '@boothdeck/contract';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { usePaymentGateway } from '@/shared/api/payment-gateway';

/** On the package and payment screens while the server runs the test gateway: nothing is really charged. */
export function SimulatedPaymentsNotice() {
  const { data } = usePaymentGateway();
  if (!data?.simulated) return null;
  return (
    <Alert
      role="note"
      color="yellow"
      variant="light"
      title="Payments are simulated"
      icon={<IconInfoCircle aria-hidden />}
    >
      {data.paid_packages ? PAYMENT_MESSAGES.simulated : PAYMENT_MESSAGES.simulatedRefused}
    </Alert>
  );
}
