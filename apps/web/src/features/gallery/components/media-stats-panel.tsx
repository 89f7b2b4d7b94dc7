import { LIST_DATE_FORMAT, type MediaDetailsReply } from '@boothdeck/contract';
import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { getErrorMessage } from '@/shared/api/api-error';
import { dayjs } from '@/shared/lib/dayjs';
import { formatEventInstant } from '@/shared/lib/event-time';
import { useMediaDetails } from '../api/get-media-details';

type Counts = MediaDetailsReply['media'];

const STAT_ROWS: readonly { label: string; key: Exclude<keyof Counts, 'created_at'> }[] = [
  { label: 'Email shares', key: 'email_shares_count' },
  { label: 'Facebook shares', key: 'facebook_shares_count' },
  { label: 'Instagram shares', key: 'instagram_shares_count' },
  { label: 'LinkedIn shares', key: 'linkedin_shares_count' },
  { label: 'SMS shares', key: 'sms_shares_count' },
  { label: 'Total downloads', key: 'download_shares_count' },
  { label: 'Total shares', key: 'shares_count' },
];

function StatsTable({ media, timeZone }: { media: Counts; timeZone: string | null }) {
  return (
    <Table aria-label="Item stats" variant="vertical" layout="fixed">
      <Table.Tbody>
        {STAT_ROWS.map(({ label, key }) => (
          <Table.Tr key={key}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{media[key].toLocaleString('en')}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">Created</Table.Th>
          {/* The event's clock, as every time of the event is shown: when the guests saw it taken. */}
          <Table.Td>
            {timeZone
              ? formatEventInstant(media.created_at, timeZone)
              : dayjs(media.created_at).format(LIST_DATE_FORMAT)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Shares by channel, downloads and created time of the item on screen. */
export function MediaStatsPanel({ mediaId, timeZone }: { mediaId: number; timeZone: string | null }) {
  const { data, error, isPending } = useMediaDetails(mediaId);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Stats
      </Title>
      {isPending && <Skeleton h={280} aria-label="Loading stats" />}
      {error && (
        <Text c="red" size="sm" role="alert">
          {getErrorMessage(error)}
        </Text>
      )}
      {data && <StatsTable media={data.media} timeZone={timeZone} />}
    </Stack>
  );
}
