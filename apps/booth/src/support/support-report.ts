/**
 * The kiosk's support export: what staff send when asking for help. The device and browser, the
 * event and booth by name, the queue's counts and storage, and the fault log; never the token,
 * the password's hash or a guest's details.
 */
import type { OutboxSnapshot } from '../outbox/index.ts';
import type { KioskRecord } from '../session/index.ts';
import { type Fault, readFaults } from './fault-log.ts';

export type SupportReport = {
  exportedAt: string;
  device: { userAgent: string; online: boolean; language: string };
  booth: { eventUuid: string; eventName: string; deviceName: string; startedAt: string | null };
  queue: Pick<OutboxSnapshot, 'counts' | 'pending' | 'paused' | 'serverUnavailable' | 'storage'>;
  faults: Fault[];
};

export function supportReport(record: KioskRecord, snapshot: OutboxSnapshot, now = new Date()): SupportReport {
  const { counts, pending, paused, serverUnavailable, storage } = snapshot;
  return {
    exportedAt: now.toISOString(),
    device: { userAgent: navigator.userAgent, online: navigator.onLine, language: navigator.language },
    booth: {
      eventUuid: record.uuid,
      eventName: record.event.event_name,
      deviceName: record.deviceName,
      startedAt: record.settings.startedAt ?? null,
    },
    queue: { counts, pending, paused, serverUnavailable, storage },
    faults: readFaults(),
  };
}

export const supportFileName = (now = new Date()) =>
  `boothdeck-support-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
