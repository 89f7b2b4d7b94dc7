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
      <Button size="xs" variant="light" disabled={!hasLeads} onClick={() => onSendAll('sms')}>
        Send All SMS
      </Button>
      <Button size="xs" variant="light" disabled={!hasMarked} onClick={() => onSendMarked('sms')}>
        Send Marked SMS
      </Button>
      <Button size="xs" variant="light" disabled={!hasLeads} onClick={() => onSendAll('email')}>
        Send All Email
      </Button>
      <Button size="xs" variant="light" disabled={!hasMarked} onClick={() => onSendMarked('email')}>
        Send Marked Email
      </Button>
      <Button size="xs" disabled={!hasLeads} loading={exporting} onClick={onExport}>
        Export CSV
      </Button>
    </Group>
  );
}
