import type { DataCaptureOffer } from '@boothdeck/contract';
import { Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDollars } from '@/shared/lib/format-price';

const untilText = (until: string | null) =>
  until === null
    ? 'for as long as your package runs'
    : `until your package ends on ${new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' }).format(new Date(until))}`;

/** What the Data Capture add-on is, how long it lasts and what it costs. */
export function DataCaptureSummary({ offer }: { offer: DataCaptureOffer }) {
  return (
    <Paper withBorder radius="md" shadow="xs" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Summary
        </Title>
        <Text fw={500}>Data Capture add-on</Text>
        <Text size="sm">What it gives you:</Text>
        <List size="sm" spacing={4} c="dimmed">
          <List.Item>Collect guests' names, e-mails and mobile numbers at your events</List.Item>
          <List.Item>Build the sign-up form your booth shows</List.Item>
          <List.Item>Export and message your leads</List.Item>
        </List>
        <Text size="sm">Data capture stays on {untilText(offer.until)}.</Text>
        <Divider my={4} />
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={600}>Price</Text>
          <Text fw={700} fz="xl">
            {offer.price === null ? '—' : formatDollars(offer.price, { currency: offer.currency })}{' '}
            <Text span c="dimmed" fz="sm" fw={400}>
              once
            </Text>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
