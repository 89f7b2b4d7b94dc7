import type { ClientReport } from '@boothdeck/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount } from '@/shared/lib/format-count';

type Figure = { label: string; value: string; hint: string };

function figuresOf(report: ClientReport): Figure[] {
  const shares = report.shares_by_channel.reduce((sum, row) => sum + row.shares, 0);
  return [
    { label: 'Captures', value: formatCount(report.funnel.captures), hint: 'photos, videos and animations' },
    { label: 'Shares', value: formatCount(shares), hint: 'sent by guests, downloads included' },
    { label: 'Gallery views', value: formatCount(report.reach.gallery_views), hint: 'items opened online' },
    {
      label: 'Unique visitors',
      value: formatCount(report.reach.unique_visitors),
      hint: 'browsers that opened the gallery',
    },
    { label: 'Leads', value: formatCount(report.leads.captured), hint: 'guests who left their details' },
    {
      label: 'Consent rate',
      value: `${report.leads.consent_rate}%`,
      hint: `${formatCount(report.leads.consented)} agreed to marketing`,
    },
    { label: 'Vouchers claimed', value: formatCount(report.vouchers_claimed), hint: 'offers redeemed' },
    { label: 'Prints', value: formatCount(report.prints), hint: 'sheets printed at the booths' },
  ];
}

/** The headline numbers, one tile each. */
export function ReportFigures({ report }: { report: ClientReport }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {figuresOf(report).map(({ label, value, hint }) => (
        <Paper key={label} component="li" withBorder radius="md" p="md" aria-label={`${label}: ${value}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
