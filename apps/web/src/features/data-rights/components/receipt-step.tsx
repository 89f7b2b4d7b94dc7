import type { ErasureReceipt } from '@boothdeck/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { HoldingsList } from './holdings-list';

/** The erasure's receipt, as the message sent to the address has it too. */
export function ReceiptStep({ receipt, sentTo }: { receipt: ErasureReceipt; sentTo: string }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" title="Your data was erased">
        Receipt {receipt.receipt_no}, {new Date(receipt.erased_at).toLocaleString()}.
      </Alert>
      <Text fw={600}>Erased from {receipt.event_name}:</Text>
      <HoldingsList holdings={receipt.erased} />
      <Text size="sm" c="dimmed">
        A copy of this receipt was sent to {sentTo}.
      </Text>
    </Stack>
  );
}
