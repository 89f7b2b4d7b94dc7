/**
 * The kiosk's support file: what staff send when asking for help, downloaded from set-up (with
 * the device check) or from the operator screen. The kiosk's release, the device and browser, the
 * event and booth by name, the queue's counts and storage, the fault log and, when one was run,
 * the device check; never the token, the password's hash or a guest's details.
 */
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import type { OutboxSnapshot } from '../outbox/index.ts';
import type { KioskRecord } from '../session/index.ts';
import { downloadBlob } from '../ui/index.ts';
import { type Fault, readFaults } from './fault-log.ts';

export const SUPPORT_FILE_KIND = 'boothdeck-booth-support';

/** The device check as set-up ran it: the facts it read and its lines (see readiness/). */
export type DeviceCheckSummary = { facts: object | null; lines: readonly object[] };

export type SupportReport = {
  kind: typeof SUPPORT_FILE_KIND;
  /** The release the kiosk was built from (the root package.json's version at build time). */
  version: string;
  exportedAt: string;
  device: { userAgent: string; online: boolean; language: string };
  booth: { eventUuid: string; eventName: string; deviceName: string; signedInAt: string; startedAt: string | null };
  queue: Pick<
    OutboxSnapshot,
    'counts' | 'pending' | 'pendingCaptures' | 'paused' | 'online' | 'serverUnavailable' | 'storage'
  >;
  faults: Fault[];
  deviceCheck: DeviceCheckSummary | null;
};

export function supportReport(
  record: KioskRecord,
  snapshot: OutboxSnapshot,
  { deviceCheck = null, now = new Date() }: { deviceCheck?: DeviceCheckSummary | null; now?: Date } = {},
): SupportReport {
  const { counts, pending, pendingCaptures, paused, online, serverUnavailable, storage } = snapshot;
  return {
    kind: SUPPORT_FILE_KIND,
    version: PRODUCT_VERSION,
    exportedAt: now.toISOString(),
    device: {
      userAgent: globalThis.navigator?.userAgent ?? '',
      online: globalThis.navigator?.onLine ?? true,
      language: globalThis.navigator?.language ?? '',
    },
    booth: {
      eventUuid: record.uuid,
      eventName: record.event.event_name,
      deviceName: record.deviceName,
      signedInAt: record.signedInAt,
      startedAt: record.settings.startedAt ?? null,
    },
    queue: { counts, pending, pendingCaptures, paused, online, serverUnavailable, storage },
    faults: readFaults(),
    deviceCheck,
  };
}

/** `boothdeck-support-<booth>-<time>.json`. */
export function supportFileName(report: SupportReport): string {
  const booth = report.booth.deviceName.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '') || 'booth';
  return `boothdeck-support-${booth}-${report.exportedAt.slice(0, 19).replace(/:/g, '')}.json`;
}

/** Saves the support file to the device's downloads. */
export function downloadSupportReport(report: SupportReport): void {
  downloadBlob(new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' }), supportFileName(report));
}
