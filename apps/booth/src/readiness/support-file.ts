/**
 * The booth's support file: what someone helping the operator needs to see what the device is
 * and does, downloaded from set-up as JSON. It holds the device check (its facts and its
 * lines) and the queue's totals, never the booth's token, the password hash or a guest's details.
 */
import type { OutboxSnapshot } from '../outbox/index.ts';
import type { KioskRecord } from '../session/index.ts';
import type { DeviceFacts } from './device-facts.ts';
import type { ReadinessLine } from './readiness-rules.ts';

export const SUPPORT_FILE_KIND = 'boothdeck-booth-support';

export type SupportFile = {
  kind: typeof SUPPORT_FILE_KIND;
  writtenAt: string;
  booth: { eventUuid: string; eventName: string; deviceName: string; signedInAt: string; startedAt: string | null };
  userAgent: string;
  deviceCheck: { facts: DeviceFacts | null; lines: ReadinessLine[] };
  queue: Pick<
    OutboxSnapshot,
    'counts' | 'pending' | 'pendingCaptures' | 'paused' | 'online' | 'serverUnavailable' | 'storage'
  >;
};

export function supportFile(
  record: KioskRecord,
  facts: DeviceFacts | null,
  lines: ReadinessLine[],
  snapshot: OutboxSnapshot,
  { now = new Date(), userAgent = globalThis.navigator?.userAgent ?? '' } = {},
): SupportFile {
  const { counts, pending, pendingCaptures, paused, online, serverUnavailable, storage } = snapshot;
  return {
    kind: SUPPORT_FILE_KIND,
    writtenAt: now.toISOString(),
    booth: {
      eventUuid: record.uuid,
      eventName: record.event.event_name,
      deviceName: record.deviceName,
      signedInAt: record.signedInAt,
      startedAt: record.settings.startedAt ?? null,
    },
    userAgent,
    deviceCheck: { facts, lines },
    queue: { counts, pending, pendingCaptures, paused, online, serverUnavailable, storage },
  };
}

export const supportFileName = (file: SupportFile) =>
  `booth-support-${file.booth.deviceName.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'booth'}-${file.writtenAt.slice(0, 19).replace(/:/g, '')}.json`;
