import type { ErasureReceipt } from '@boothdeck/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { dayjs } from '@/shared/lib/dayjs';
import { HoldingsList } from './holdings-list';

/** The erasure's receipt, as the message sent to the address has it too. */
export function ReceiptStep({ receipt, sentTo }: { receipt: ErasureReceipt; sentTo: string }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" title="Your data was erased">
        Receipt {receipt.receipt_no}, {dayjs(receipt.erased_at).format('Do MMM YYYY hh:mm A')}.
      </Alert>
      <Text fw={600}>Erased from {receipt.event_name}:</Text>
      <HoldingsList holdings={receipt.erased} />
      <Text size="sm" c="dimmed">
        A copy of this receipt was sent to {sentTo}.
      </Text>
    </Stack>
  );
}
