import type { Membership } from '@boothdeck/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { dayjs } from '@/shared/lib/dayjs';
import { formatDollars } from '@/shared/lib/format-price';
import { DetailField } from '@/shared/ui/detail-section';

const TYPE_LABELS: Record<Membership['package_type'], string> = {
  single: 'Single event',
  monthly: 'Monthly',
  yearly: 'Yearly',
  trial: 'Free trial',
};

/** The current package, what it cost and when it ends, with the way to a bigger one. */
export function MembershipCard({ membership }: { membership: Membership | null }) {
  return (
    <Paper component="section" withBorder radius="md" shadow="xs" p="lg" aria-label="Membership">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="h4">
            Membership
          </Title>
          <Button component={Link} to={PATHS.packages} variant="light" leftSection={<IconSparkles size={16} />}>
            Upgrade plan
          </Button>
        </Group>
        {membership ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <DetailField label="Package">{membership.our_package.name}</DetailField>
            <DetailField label="Type">{TYPE_LABELS[membership.package_type]}</DetailField>
            <DetailField label="Amount">{formatDollars(membership.amount)}</DetailField>
            <DetailField label="Expires">
              {membership.expire_at ? dayjs(membership.expire_at).format('D MMM YYYY') : 'Never'}
            </DetailField>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">You have no package yet.</Text>
        )}
      </Stack>
    </Paper>
  );
}
