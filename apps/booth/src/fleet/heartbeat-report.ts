/**
 * The booth's health report, made from what the kiosk knows: its queue, the browser's storage
 * estimate, the battery where the device tells, the camera, and how long it has been online.
 */
import type { BoothHeartbeatBody } from '@boothdeck/contract';
import type { CameraFacts } from './camera-facts.ts';

type QueuedItem = { kind: string; status: string; queuedAt: string };

export type ReportInputs = {
  appVersion: string;
  items: readonly QueuedItem[];
  pending: number;
  failed: number;
  storage: { usage?: number; quota?: number } | null;
  persisted: boolean | null;
  battery: { level: number; charging: boolean } | null;
  camera: CameraFacts;
  onlineSince: string | null;
  paused: boolean;
  acknowledged: number[];
  now: number;
};

const isWaiting = (item: QueuedItem) => item.status !== 'sent' && item.status !== 'failed';
const whole = (value: number | undefined) => (value === undefined ? null : Math.max(0, Math.round(value)));

export function heartbeatReport(inputs: ReportInputs): BoothHeartbeatBody {
  const waiting = inputs.items.filter(isWaiting).map((item) => Date.parse(item.queuedAt));
  const oldest = waiting.length > 0 ? Math.min(...waiting) : null;
  const captures = inputs.items.filter((item) => item.kind === 'capture').map((item) => item.queuedAt);
  return {
    app_version: inputs.appVersion,
    queue: {
      pending: inputs.pending,
      oldest_unsent_seconds: oldest === null ? null : Math.max(0, Math.floor((inputs.now - oldest) / 1000)),
      failed: inputs.failed,
    },
    storage: {
      used_bytes: whole(inputs.storage?.usage),
      quota_bytes: whole(inputs.storage?.quota),
      persisted: inputs.persisted,
    },
    battery: inputs.battery && {
      level: Math.min(1, Math.max(0, inputs.battery.level)),
      charging: inputs.battery.charging,
    },
    camera: inputs.camera,
    online_since: inputs.onlineSince,
    last_capture_at: captures.length > 0 ? (captures.sort().at(-1) ?? null) : null,
    paused: inputs.paused,
    acknowledged: inputs.acknowledged,
  };
}
