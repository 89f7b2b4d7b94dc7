import type { LeadMessageChannel } from '@boothdeck/contract';
import { Button, Group, Stack, Text } from '@mantine/core';

type LeadBulkActionsProps = {
  /** The event has leads to send to. */
  hasLeads: boolean;
  /** Leads are marked (or the 'all' mode is on). */
  hasMarked: boolean;
  /** The event's leads a Send All reaches on each channel: those who agreed, with that address. */
  reachable: Record<LeadMessageChannel, number>;
  exporting: boolean;
  onSendAll: (channel: LeadMessageChannel) => void;
  onSendMarked: (channel: LeadMessageChannel) => void;
  onExport: () => void;
};

const SENDS: { channel: LeadMessageChannel; name: string }[] = [
  { channel: 'sms', name: 'SMS' },
  { channel: 'email', name: 'Email' },
];

const REACH_ID = 'lead-send-all-reach';

const leadsText = (count: number) => `${count.toLocaleString()} ${count === 1 ? 'lead' : 'leads'}`;

/** Send All / Send Marked by SMS and e-mail, and the CSV export, with whom Send All reaches. */
export function LeadBulkActions({
  hasLeads,
  hasMarked,
  reachable,
  exporting,
  onSendAll,
  onSendMarked,
  onExport,
}: LeadBulkActionsProps) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {SENDS.map(({ channel, name }) => [
          <Button
            key={`all-${channel}`}
            size="xs"
            variant="light"
            disabled={reachable[channel] === 0}
            aria-describedby={hasLeads ? REACH_ID : undefined}
            onClick={() => onSendAll(channel)}
          >
            Send All {name}
          </Button>,
          <Button
            key={`marked-${channel}`}
            size="xs"
            variant="light"
            disabled={!hasMarked}
            onClick={() => onSendMarked(channel)}
          >
            Send Marked {name}
          </Button>,
        ])}
        <Button size="xs" disabled={!hasLeads} loading={exporting} onClick={onExport}>
          Export CSV
        </Button>
      </Group>
      {hasLeads && (
        <Text id={REACH_ID} size="xs" c="dimmed">
          Messages go only to leads who agreed to receive marketing messages: Send All reaches{' '}
          {leadsText(reachable.sms)} by SMS and {leadsText(reachable.email)} by email.
        </Text>
      )}
    </Stack>
  );
}
