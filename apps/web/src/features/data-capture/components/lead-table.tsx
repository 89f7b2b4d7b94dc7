import type { Lead, LeadMessageChannel } from '@boothdeck/contract';
import { Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { isMarked, type LeadSelection, rowSendEnabled } from '../lib/lead-selection';

type LeadTableProps = {
  leads: readonly Lead[];
  selection: LeadSelection;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onSendOne: (lead: Lead, channel: LeadMessageChannel) => void;
};

/** Said under a lead's send buttons when they are off because the guest did not agree. */
export const NO_CONSENT_REASON = 'No marketing consent';

/** The loaded leads with their per-row sends and the boxes that mark them. */
export function LeadTable({ leads, selection, onToggle, onToggleAll, onSendOne }: LeadTableProps) {
  const rowSend = rowSendEnabled(selection);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm" aria-label="Leads" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label="Select all leads"
                checked={selection.all}
                indeterminate={!selection.all && selection.marked.size > 0}
                onChange={onToggleAll}
              />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Mobile</Table.Th>
            <Table.Th>Captured Date &amp; Time</Table.Th>
            <Table.Th>Send SMS/Email</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => {
            const label = lead.name || lead.email || `Lead ${lead.id}`;
            const hasConsent = lead.marketing === 1;
            const reasonId = `lead-${lead.id}-no-consent`;
            return (
              <Table.Tr key={lead.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${label}`}
                    checked={isMarked(selection, lead.id)}
                    onChange={() => onToggle(lead.id)}
                  />
                </Table.Td>
                <Table.Td>{lead.name || '—'}</Table.Td>
                <Table.Td>{lead.email || '—'}</Table.Td>
                <Table.Td>{lead.mobile ?? '—'}</Table.Td>
                <Table.Td>{lead.captured_local}</Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={!rowSend || !hasConsent || !lead.mobile}
                        aria-describedby={hasConsent ? undefined : reasonId}
                        onClick={() => onSendOne(lead, 'sms')}
                        aria-label={`Send SMS to ${label}`}
                      >
                        Send SMS
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={!rowSend || !hasConsent || !lead.email}
                        aria-describedby={hasConsent ? undefined : reasonId}
                        onClick={() => onSendOne(lead, 'email')}
                        aria-label={`Send Email to ${label}`}
                      >
                        Send Email
                      </Button>
                    </Group>
                    {!hasConsent && (
                      <Text id={reasonId} size="xs" c="dimmed">
                        {NO_CONSENT_REASON}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
