import { Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { formatCount } from '@/shared/lib/format-count';

/** The large "Total shares" figure that heads a share card, with a placeholder while it loads. */
export function TotalShares({ value, pending }: { value: number | undefined; pending: boolean }) {
  return (
    <Group gap="md" wrap="nowrap">
      <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
        <IconShare size={26} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          Total shares
        </Text>
        {pending ? (
          <Skeleton height={36} width={96} aria-label="Loading total shares" />
        ) : (
          <Text fz={32} fw={700} lh={1.15} aria-label={`Total shares: ${formatCount(value)}`}>
            {formatCount(value)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
