import type { DataHoldings } from '@boothdeck/contract';
import { List, Text } from '@mantine/core';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the event holds (or erased), counted. */
export function HoldingsList({ holdings }: { holdings: DataHoldings }) {
  return (
    <List spacing={4}>
      <List.Item>
        <Text span>
          {plural(
            holdings.leads,
            'contact record (your details and answers)',
            'contact records (your details and answers)',
          )}
        </Text>
      </List.Item>
      <List.Item>{plural(holdings.consents, 'consent record', 'consent records')}</List.Item>
      <List.Item>{plural(holdings.shares, 'message sent to you', 'messages sent to you')}</List.Item>
      <List.Item>{plural(holdings.captures, 'photo or clip', 'photos or clips')}</List.Item>
    </List>
  );
}
