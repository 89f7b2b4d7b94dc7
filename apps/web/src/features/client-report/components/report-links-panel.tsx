import { getErrorMessage } from '@boothdeck/client';
import type { ReportLink } from '@boothdeck/contract';
import { clientReportEndpoints } from '@boothdeck/contract';
import { Anchor, Button, CopyButton, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { generatePath } from 'react-router';
import { callAddress } from '@/shared/api/api-client';
import { PATHS } from '@/shared/config/paths';
import { formatEventInstant } from '@/shared/lib/event-time';
import { PanelCard } from '@/shared/ui/panel-card';
import { useCreateReportLink, useReportLinks, useRevokeReportLink } from '../api/report-links';

const DAY_MS = 86_400_000;
const EXPIRIES = [
  { value: 'never', label: 'Never (until revoked)' },
  { value: '1', label: 'In 1 day' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
];

const reportAddress = (token: string) =>
  new URL(generatePath(PATHS.clientReport, { token }), window.location.origin).href;

function LinkRow({
  link,
  timeZone,
  onRevoke,
  revoking,
}: {
  link: ReportLink;
  timeZone: string;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const address = reportAddress(link.token);
  return (
    <Table.Tr>
      <Table.Td style={{ maxWidth: 360 }}>
        <Anchor href={address} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{link.expires_at ? formatEventInstant(link.expires_at, timeZone) : 'Never'}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button
            size="xs"
            variant="light"
            component="a"
            href={callAddress(clientReportEndpoints.sharedPdf, { params: { token: link.token } })}
          >
            PDF
          </Button>
          <Button size="xs" variant="light" color="red" loading={revoking} onClick={onRevoke}>
            Revoke
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The links that open the report without an account: make one (with an expiry or none), copy, PDF, revoke. */
export function ReportLinksPanel({
  eventId,
  timeZone,
  pdfAvailable,
}: {
  eventId: number;
  timeZone: string;
  pdfAvailable: boolean;
}) {
  const links = useReportLinks(eventId);
  const create = useCreateReportLink(eventId);
  const revoke = useRevokeReportLink(eventId);
  const [expiry, setExpiry] = useState('never');
  const makeLink = () =>
    create.mutate({
      expires_at: expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString(),
    });

  return (
    <PanelCard
      title="Share with your client"
      subtitle="A link opens this report without an account, on any phone or computer"
    >
      <Group align="flex-end" gap="sm">
        <Select
          label="Link expires"
          data={EXPIRIES}
          value={expiry}
          onChange={(value) => setExpiry(value ?? 'never')}
          allowDeselect={false}
          w={220}
        />
        <Button onClick={makeLink} loading={create.isPending}>
          Make a link
        </Button>
      </Group>
      {(create.isError || revoke.isError) && (
        <Text c="red" size="sm" role="alert">
          {getErrorMessage(create.error ?? revoke.error)}
        </Text>
      )}
      {!pdfAvailable && (
        <Text size="sm" c="dimmed">
          PDF reports are unavailable on this server (Chromium is not installed); the link's page can be printed from
          the browser.
        </Text>
      )}
      {links.data && links.data.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label="Report links">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Link</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => (
                <LinkRow
                  key={link.id}
                  link={link}
                  timeZone={timeZone}
                  revoking={revoke.isPending && revoke.variables === link.id}
                  onRevoke={() => revoke.mutate(link.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {links.isPending ? 'Loading links…' : 'No link yet: make one to send the report to your client.'}
          </Text>
        </Stack>
      )}
    </PanelCard>
  );
}
