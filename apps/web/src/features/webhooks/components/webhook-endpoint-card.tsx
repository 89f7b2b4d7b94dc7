import type { WebhookEndpoint } from '@boothdeck/contract';
import { Badge, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useEventChoices } from '@/shared/api/event-choices';
import { FormAlert } from '@/shared/ui/form-alert';
import { useRemoveWebhook } from '../api/remove-webhook';
import { useSendTestEvent } from '../api/send-test-event';
import { DeliveryLog } from './delivery-log';
import { ALL_EVENT_TYPES_LABEL, EVENT_TYPE_LABELS } from './event-type-labels';

/** One endpoint: its address, what it is sent and for which of the organiser's events, its secret's hint, its buttons and its delivery log. */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const sendTest = useSendTestEvent(endpoint.id);
  const remove = useRemoveWebhook();
  const events = useEventChoices();
  const eventName = events.data?.find((event) => event.id === endpoint.event_id)?.name ?? `Event #${endpoint.event_id}`;
  const failure = sendTest.error ?? remove.error;

  return (
    <Paper withBorder radius="md" shadow="xs" p="lg" component="section" aria-label={endpoint.url}>
      <Stack gap="md">
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-start' }}
          gap="sm"
        >
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            <Group gap="xs">
              <Badge variant="light">
                {endpoint.event_type ? EVENT_TYPE_LABELS[endpoint.event_type] : ALL_EVENT_TYPES_LABEL}
              </Badge>
              <Badge variant="outline" color="gray">
                {endpoint.event_id === null ? 'All my events' : `For ${eventName}`}
              </Badge>
              <Text size="xs" c="dimmed" ff="monospace">
                Secret {endpoint.secret_hint}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconSend size={16} />}
              loading={sendTest.isPending}
              onClick={() => sendTest.mutate()}
            >
              Send test event
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate(endpoint.id)}
            >
              Remove
            </Button>
          </Group>
        </Flex>
        <FormAlert message={failure ? getErrorMessage(failure) : null} />
        <DeliveryLog endpointId={endpoint.id} />
      </Stack>
    </Paper>
  );
}
