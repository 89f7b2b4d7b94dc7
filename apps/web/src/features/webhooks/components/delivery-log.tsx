import { LIST_DATE_FORMAT, type WebhookDelivery } from '@boothdeck/contract';
import { Badge, Table, Text } from '@mantine/core';
import { dayjs } from '@/shared/lib/dayjs';
import { useWebhookDeliveries } from '../api/webhook-deliveries';

const STATE_COLOUR: Record<WebhookDelivery['state'], string> = { queued: 'gray', delivered: 'teal', failed: 'red' };
const STATE_TEXT: Record<WebhookDelivery['state'], string> = {
  queued: 'Queued',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** An endpoint's latest deliveries: the event, where it stands, the last answer, attempts and when. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const deliveries = useWebhookDeliveries(endpointId);
  if (deliveries.isPending) return <Text size="sm">Loading deliveries…</Text>;
  if (deliveries.isError)
    return (
      <Text size="sm" c="red">
        The delivery log could not be loaded.
      </Text>
    );
  if (deliveries.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet. Press “Send test event” to try the endpoint.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Delivery log" verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Response</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.data.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Text size="sm">{delivery.event_type}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {delivery.event_id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  color={STATE_COLOUR[delivery.state]}
                  variant="light"
                  styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                >
                  {STATE_TEXT[delivery.state]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{delivery.response_status ?? '—'}</Text>
                {delivery.failure_reason && delivery.state !== 'delivered' && (
                  <Text size="xs" c="dimmed">
                    {delivery.failure_reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>{dayjs(delivery.attempted_at ?? delivery.created_at).format(LIST_DATE_FORMAT)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
