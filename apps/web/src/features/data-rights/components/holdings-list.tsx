import type { DataHoldings } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { List } from '@mantine/core';

/** What the event holds (or erased), counted. */
export function HoldingsList({ holdings }: { holdings: DataHoldings }) {
  const { t } = useGuestText();
  return (
    <List spacing={4}>
      <List.Item>{t('guest.data.leads', { count: holdings.leads })}</List.Item>
      <List.Item>{t('guest.data.consents', { count: holdings.consents })}</List.Item>
      <List.Item>{t('guest.data.shares', { count: holdings.shares })}</List.Item>
      <List.Item>{t('guest.data.captures', { count: holdings.captures })}</List.Item>
    </List>
  );
}
