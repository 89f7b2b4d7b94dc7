import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { formatCount } from '@/shared/lib/format-count';
import { PanelCard } from '@/shared/ui/panel-card';
import { TotalShares } from '@/shared/ui/total-shares';
import { useSocialShare } from '../api/get-social-share';

const CHANNELS = [
  { key: 'email', label: 'Email', icon: IconMail, color: 'indigo' },
  { key: 'sms', label: 'SMS', icon: IconMessage, color: 'teal' },
] as const;

/** Shares across all events: the total, then email and SMS with their part of it. */
export function SocialSharePanel() {
  const socialShare = useSocialShare();
  const shares = socialShare.data?.social_share;
  const total = shares?.total_share ?? 0;

  return (
    <PanelCard title="Social Share" subtitle="Media shared by your guests, all time">
      <Stack gap="lg" justify="center" flex={1}>
        <TotalShares value={shares?.total_share} pending={socialShare.isPending} />
        {CHANNELS.map(({ key, label, icon: Icon, color }) => {
          const value = shares?.[key];
          return (
            <Stack key={key} gap={6}>
              <Group justify="space-between">
                <Group gap={8}>
                  <Icon size={18} stroke={1.6} color={`var(--mantine-color-${color}-6)`} aria-hidden />
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                </Group>
                {socialShare.isPending ? (
                  <Skeleton height={16} width={48} />
                ) : (
                  <Text size="sm" fw={700} aria-label={`${label} shares: ${formatCount(value)}`}>
                    {formatCount(value)}
                  </Text>
                )}
              </Group>
              <Progress
                value={total > 0 && value ? (value / total) * 100 : 0}
                color={color}
                size="md"
                radius="xl"
                aria-label={`${label} part of all shares`}
              />
            </Stack>
          );
        })}
      </Stack>
    </PanelCard>
  );
}
