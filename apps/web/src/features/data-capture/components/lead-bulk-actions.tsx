import type { LeadMessageChannel } from '@boothdeck/contract';
import { Button, Group } from '@mantine/core';

type LeadBulkActionsProps = {
  /** The event has leads to send to. */
  hasLeads: boolean;
  /** Leads are marked (or the 'all' mode is on). */
  hasMarked: boolean;
  exporting: boolean;
  onSendAll: (channel: LeadMessageChannel) => void;
  onSendMarked: (channel: LeadMessageChannel) => void;
  onExport: () => void;
};

const SENDS: { channel: LeadMessageChannel; name: string }[] = [
  { channel: 'sms', name: 'SMS' },
  { channel: 'email', name: 'Email' },
];

/** Send All / Send Marked by SMS and e-mail, and the CSV export. */
export function LeadBulkActions({
  hasLeads,
  hasMarked,
  exporting,
  onSendAll,
  onSendMarked,
  onExport,
}: LeadBulkActionsProps) {
  return (
    <Group gap="xs">
      {SENDS.map(({ channel, name }) => [
        <Button
          key={`all-${channel}`}
          size="xs"
          variant="light"
          disabled={!hasLeads}
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
  );
}
