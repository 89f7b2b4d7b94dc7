import type { PackageSummary } from '@boothdeck/contract';
import { PACKAGE_TYPE_TITLES } from '@boothdeck/contract/constants';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDollars, getBillingPeriod } from '@/shared/lib/format-price';

function SummaryLine({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed">{label}</Text>
      <Text fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** What is being bought: package, billing and the price per month or year. */
export function PaymentSummary({ choice }: { choice: PackageSummary }) {
  return (
    <Paper withBorder radius="md" shadow="xs" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Summary
        </Title>
        <SummaryLine label="Package" value={choice.name} />
        <SummaryLine label="Billing" value={PACKAGE_TYPE_TITLES[choice.billed]} />
        <Divider my={4} />
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={600}>Price</Text>
          <Text fw={700} fz="xl">
            {formatDollars(choice.price)}{' '}
            <Text span c="dimmed" fz="sm" fw={400}>
              per {getBillingPeriod(choice.billed)}
            </Text>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
