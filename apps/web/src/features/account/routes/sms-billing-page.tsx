import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useBillingPeriods, useDownloadBillCsv, useSmsBill } from '../api/sms-billing';
import { SmsBillInvoice } from '../components/sms-bill-invoice';

function NoBillYet() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="xs">
        <IconReceipt size={40} stroke={1.4} aria-hidden />
        <Title order={2} fz="h4">
          No bill yet
        </Title>
        <Text c="dimmed" maw={420}>
          A bill appears here for every month in which SMS were sent for your events.
        </Text>
      </Stack>
    </Paper>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <FormAlert message={getErrorMessage(error)} />
      <Button variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/** `/sms-billing`: the organiser's SMS bill of a chosen month, to read, download as CSV or print. */
export function SmsBillingPage() {
  useDocumentTitle('SMS Billing | Boothdeck');
  const periods = useBillingPeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  const period = chosen ?? periods.data?.periods[0]?.period ?? null;
  const bill = useSmsBill(period);
  const download = useDownloadBillCsv();
  const hasBill = bill.data !== undefined;

  return (
    <Stack gap="lg" maw={960} w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" data-print-hidden>
        <Title order={1} fz="h2">
          SMS Billing
        </Title>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label="Billing period"
            w={200}
            data={(periods.data?.periods ?? []).map((entry) => ({ value: entry.period, label: entry.label }))}
            value={period}
            onChange={(value) => value && setChosen(value)}
            allowDeselect={false}
            placeholder={periods.data?.periods.length === 0 ? 'No bill yet' : undefined}
            disabled={!periods.data?.periods.length}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            disabled={!hasBill}
            loading={download.isPending}
            onClick={() => period && download.mutate(period)}
          >
            Download CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} />}
            disabled={!hasBill}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Group>
      {download.isError && (
        <div data-print-hidden>
          <FormAlert message={getErrorMessage(download.error)} />
        </div>
      )}
      {periods.isPending || (period && bill.isPending) ? (
        <PageLoader />
      ) : periods.isError ? (
        <LoadFailed error={periods.error} onRetry={() => periods.refetch()} />
      ) : bill.isError ? (
        <LoadFailed error={bill.error} onRetry={() => bill.refetch()} />
      ) : bill.data ? (
        <SmsBillInvoice bill={bill.data} />
      ) : (
        <NoBillYet />
      )}
    </Stack>
  );
}
