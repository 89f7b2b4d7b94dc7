import type { SmsBill } from '@boothdeck/contract';
import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDollars } from '@/shared/lib/format-price';
import { useSessionStore } from '@/shared/session/session-store';

/**
 * On paper only the bill is printed: the app's bars, the page's controls (anything marked
 * `data-print-hidden`) and the frame's padding go. Scoped to a page showing a bill, so other
 * pages print as they are.
 */
const PRINT_RULES = `
@media print {
  @page { margin: 16mm; }
  body:has([data-invoice]) .mantine-AppShell-header,
  body:has([data-invoice]) .mantine-AppShell-navbar,
  body:has([data-invoice]) .mantine-AppShell-main > footer,
  [data-print-hidden] { display: none !important; }
  body:has([data-invoice]) .mantine-AppShell-main { padding: 0 !important; background: #fff !important; }
  [data-invoice] { border: 0 !important; box-shadow: none !important; padding: 0 !important; max-width: none !important; }
}`;

/** Numbers take only the width they need; the event's name gets the rest. */
const NUMBER_COLUMN = { width: '1%', whiteSpace: 'nowrap' } as const;

const money = (amount: number, currency: string, maxDigits = 2) =>
  formatDollars(amount, { currency, withCents: true, maxDigits });

const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(new Date(iso));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

/** One month's SMS bill as an invoice: who is billed, the month, each event's messages and segments, the total. */
export function SmsBillInvoice({ bill }: { bill: SmsBill }) {
  // The column heading names the currency; each amount in it is the number alone.
  const cell = (amount: number) =>
    formatDollars(amount, { currency: bill.currency, withCents: true, withoutCode: true });
  const user = useSessionStore((state) => state.user);
  // The last day billed: the month ends at midnight, so the day before its end.
  const lastDay = new Date(new Date(bill.ends_at).getTime() - 1).toISOString();
  return (
    <Paper withBorder radius="md" shadow="xs" p="lg" data-invoice aria-labelledby="sms-bill-title" component="section">
      <style>{PRINT_RULES}</style>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              Boothdeck
            </Text>
            <Title order={2} fz="h3" id="sms-bill-title">
              SMS bill · {bill.label}
            </Title>
          </Stack>
          <Badge color={bill.status === 'open' ? 'blue' : 'orange'} variant="light" size="lg">
            {bill.status === 'open' ? 'Open (month running)' : 'Pending'}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label="Bill no.">{bill.bill_no}</Fact>
          <Fact label="Billed to">
            {user ? `${user.first_name} ${user.last_name}` : ''}
            {user && (
              <Text span display="block" size="sm" c="dimmed">
                {user.email}
              </Text>
            )}
          </Fact>
          <Fact label="Period">
            {day(bill.starts_at, bill.time_zone)} – {day(lastDay, bill.time_zone)}
            <Text span display="block" size="sm" c="dimmed">
              {bill.time_zone} time
            </Text>
          </Fact>
          <Fact label="Price per segment">{money(bill.price_per_segment, bill.currency, 4)}</Fact>
        </SimpleGrid>
        <Divider />
        <Table.ScrollContainer minWidth={300}>
          {/* Smaller type on a phone, so all four columns fit beside each other. */}
          <Table verticalSpacing="sm" horizontalSpacing={6} fz={{ base: 'xs', sm: 'sm' }} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th ta="right" style={NUMBER_COLUMN}>
                  Messages
                </Table.Th>
                <Table.Th ta="right" style={NUMBER_COLUMN}>
                  Segments
                </Table.Th>
                <Table.Th ta="right" style={NUMBER_COLUMN}>
                  Amount ({bill.currency})
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.events.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed">No SMS were sent in this month.</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {bill.events.map((event) => (
                <Table.Tr key={event.event_id}>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>{event.event_name}</Table.Td>
                  <Table.Td ta="right">{event.messages}</Table.Td>
                  <Table.Td ta="right">{event.segments}</Table.Td>
                  <Table.Td ta="right">{cell(event.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th>Total</Table.Th>
                <Table.Th ta="right">{bill.totals.messages}</Table.Th>
                <Table.Th ta="right">{bill.totals.segments}</Table.Th>
                <Table.Th ta="right">{cell(bill.totals.amount)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Text fz="xl" fw={700}>
            Total due: {money(bill.totals.amount, bill.currency)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Every SMS sent for your events is billed per segment: up to 160 plain characters are one segment, a longer
          message or one with other characters takes more. Messages that could not be delivered are not billed.
        </Text>
      </Stack>
    </Paper>
  );
}
