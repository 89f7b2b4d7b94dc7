import type { EventGraphChannel, EventSocialShareReply } from '@boothdeck/contract';
import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMail,
  IconMessage,
} from '@tabler/icons-react';
import { formatCount } from '@/shared/lib/format-count';
import { PanelCard } from '@/shared/ui/panel-card';
import { TotalShares } from '@/shared/ui/total-shares';
import { useEventSocialShare } from '../api/analytics-api';

type Counted = keyof EventSocialShareReply['single_social_share'];

/** The card's channels, in the order the card shows them. */
export const SOCIAL_CHANNELS = [
  { key: 'email', label: 'Email', icon: IconMail, color: '#4c6ef5' },
  { key: 'sms', label: 'SMS', icon: IconMessage, color: '#12b886' },
  { key: 'facebook', label: 'Facebook', icon: IconBrandFacebook, color: '#1c7ed6' },
  { key: 'twitter', label: 'Twitter', icon: IconBrandX, color: '#495057' },
  { key: 'instagram', label: 'Instagram', icon: IconBrandInstagram, color: '#e64980' },
  { key: 'linkedin', label: 'LinkedIn', icon: IconBrandLinkedin, color: '#0b7285' },
] as const satisfies readonly { key: Counted & EventGraphChannel; label: string; icon: unknown; color: string }[];

/** What the card says while guests' text messages are held by a daily cap. */
export const SMS_LIMIT_NOTICES = {
  gallery:
    "Guests' text messages have reached this gallery's daily limit. New ones are refused until the oldest of today's is 24 hours old; e-mail sharing still works.",
  organiser:
    "Guests' text messages have reached your account's daily limit across all your events. New ones are refused until the oldest of today's is 24 hours old; e-mail sharing still works.",
} as const;

/** The event's sent shares: the total, then one figure per channel. */
export function SocialShareCard({ eventId }: { eventId: number }) {
  const query = useEventSocialShare(eventId);
  const shares = query.data?.single_social_share;
  const figure = (label: string, value: number | undefined, size: number) =>
    query.isPending ? (
      <Skeleton height={size} width={64} aria-label={`Loading ${label}`} />
    ) : (
      <Text fz={size} fw={700} lh={1.15} aria-label={`${label}: ${formatCount(value)}`}>
        {formatCount(value)}
      </Text>
    );

  return (
    <PanelCard title="Social Share" subtitle="Sent guest shares of this event, all time (downloads in the total)">
      {query.isError && (
        <Text c="red" size="sm" role="alert">
          The share counts could not be loaded. Please try again later.
        </Text>
      )}
      <TotalShares value={shares?.total_share} pending={query.isPending} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {SOCIAL_CHANNELS.map(({ key, label, icon: Icon, color }) => (
          <Paper key={key} withBorder radius="md" p="sm">
            <Group gap={8} wrap="nowrap">
              <Icon size={20} stroke={1.6} color={color} aria-hidden />
              <Text size="sm" fw={500}>
                {label}
              </Text>
            </Group>
            {figure(`${label} shares`, shares?.[key], 22)}
          </Paper>
        ))}
      </SimpleGrid>
      {query.data?.sms_limit_reached && (
        <Text c="orange.8" size="sm" role="status" mt="sm">
          {SMS_LIMIT_NOTICES[query.data.sms_limit_reached]}
        </Text>
      )}
    </PanelCard>
  );
}
