import { WEBHOOK_ENDPOINTS_MAX } from '@boothdeck/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useWebhookEndpoints } from '../api/list-webhooks';
import { AddWebhookForm } from '../components/add-webhook-form';
import { WebhookEndpointCard } from '../components/webhook-endpoint-card';

/** `/webhooks`: the account's endpoints, a form to add one, and each one's delivery log. */
export function WebhooksPage() {
  useDocumentTitle('Webhooks | Boothdeck');
  const endpoints = useWebhookEndpoints();

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Webhooks
        </Title>
        <Text c="dimmed" size="sm">
          Boothdeck posts a signed JSON body to your endpoints when a capture is stored, a lead is captured, a guest
          share is sent or a voucher is claimed, at any of your events or at the one an endpoint is for. Check each
          body's signature with the endpoint's secret, and drop an event id you have already seen: a delivery that got
          no answer is sent again.
        </Text>
      </Stack>
      <Paper withBorder radius="md" shadow="xs" p="lg" component="section" aria-label="Add an endpoint">
        <Stack gap="md">
          <Title order={2} fz="h4">
            Add an endpoint
          </Title>
          <AddWebhookForm />
        </Stack>
      </Paper>
      {endpoints.isPending && <Text size="sm">Loading endpoints…</Text>}
      {endpoints.isError && (
        <Text size="sm" c="red">
          Your endpoints could not be loaded.
        </Text>
      )}
      {endpoints.data && endpoints.data.endpoints.length === 0 && (
        <Text size="sm" c="dimmed">
          No endpoints yet. You can add up to {WEBHOOK_ENDPOINTS_MAX}.
        </Text>
      )}
      {endpoints.data?.endpoints.map((endpoint) => (
        <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} />
      ))}
    </Stack>
  );
}
