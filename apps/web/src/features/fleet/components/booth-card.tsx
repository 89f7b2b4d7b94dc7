import type { FleetBooth, FleetReport } from '@boothdeck/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  agoText,
  batteryText,
  boothName,
  cameraText,
  queueText,
  STATUS_BADGES,
  storageFacts,
} from '../lib/booth-facts';
import { BoothCommands } from './booth-commands';

function Fact({ label, children, warn = false }: { label: string; children: ReactNode; warn?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" c={warn ? 'red' : undefined} fw={warn ? 600 : undefined} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One booth: its state, its last report, and its commands while it is signed in. */
type Props = { eventId: number; booth: FleetBooth; report: FleetReport | undefined; readAt: string };

export function BoothCard({ eventId, booth, report, readAt }: Props) {
  const badge = STATUS_BADGES[booth.status];
  const storage = report ? storageFacts(report) : null;
  const name = boothName(booth);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate>
            {name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {report?.paused && booth.status !== 'signed_out' && (
              <Badge color="yellow" variant="light">
                Paused
              </Badge>
            )}
            <Badge color={badge.color} variant="filled">
              {badge.label}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {booth.last_seen_at ? `Last report ${agoText(booth.last_seen_at, readAt)}` : 'No report yet'} · signed in{' '}
          {agoText(booth.signed_in_at, readAt)}
        </Text>
        {report && storage ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
            <Fact label="Queue" warn={(report.queue.oldest_unsent_seconds ?? 0) >= 600}>
              {queueText(report)}
            </Fact>
            <Fact label="Captures this hour">{booth.captures_this_hour}</Fact>
            <Fact
              label="Battery"
              warn={report.battery.level !== null && report.battery.level < 0.2 && !report.battery.charging}
            >
              {batteryText(report)}
            </Fact>
            <Fact label="Storage" warn={storage.freeShare !== null && storage.freeShare < 0.1}>
              {storage.text}
            </Fact>
            <Fact label="Camera" warn={report.camera.state !== 'ready' && report.camera.state !== 'off'}>
              {cameraText(report)}
            </Fact>
            <Fact label="Version">{report.app_version}</Fact>
          </SimpleGrid>
        ) : (
          <Text size="sm">Captures this hour: {booth.captures_this_hour}</Text>
        )}
        {booth.status !== 'signed_out' && (
          <BoothCommands eventId={eventId} booth={booth} isPaused={report?.paused ?? false} readAt={readAt} />
        )}
      </Stack>
    </Paper>
  );
}
