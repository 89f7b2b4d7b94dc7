import type { ErasureReceipt } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Alert, Stack, Text } from '@mantine/core';
import { HoldingsList } from './holdings-list';

/** The erasure's receipt, as the message sent to the address has it too. */
export function ReceiptStep({ receipt, sentTo }: { receipt: ErasureReceipt; sentTo: string }) {
  const { t, dateTime } = useGuestText();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" title={t('guest.data.erased')}>
        {t('guest.data.receipt', {
          receipt: receipt.receipt_no,
          erasedAt: dateTime(receipt.erased_at),
        })}
      </Alert>
      <Text fw={600}>{t('guest.data.erasedFrom', { event: receipt.event_name })}</Text>
      <HoldingsList holdings={receipt.erased} />
      <Text size="sm" c="dimmed">
        {t('guest.data.copySent', { to: sentTo })}
      </Text>
    </Stack>
  );
}
