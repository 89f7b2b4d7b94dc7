/** How the Booths panel words a booth's report: ages, sizes, the battery and the camera. */
import type { BoothStatus, FleetBooth, FleetReport } from '@boothdeck/contract';

type Report = FleetReport;

export const STATUS_BADGES: Record<BoothStatus, { label: string; color: string }> = {
  live: { label: 'Live', color: 'teal' },
  quiet: { label: 'Quiet', color: 'orange' },
  signed_out: { label: 'Signed out', color: 'gray' },
};

/** "12 s", "4 min", "2 h 5 min". */
export function durationText(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

/** How long ago `iso` was, from the server's `readAt`. */
export const agoText = (iso: string, readAt: string) =>
  `${durationText((Date.parse(readAt) - Date.parse(iso)) / 1000)} ago`;

export function bytesText(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export function queueText({ queue }: Report): string {
  if (queue.pending === 0) return queue.failed > 0 ? `Empty · ${queue.failed} failed` : 'Empty';
  const oldest = queue.oldest_unsent_seconds === null ? '' : ` · oldest ${durationText(queue.oldest_unsent_seconds)}`;
  return `${queue.pending} waiting${oldest}${queue.failed > 0 ? ` · ${queue.failed} failed` : ''}`;
}

export function batteryText({ battery }: Report): string {
  if (battery.level === null) return 'Not told';
  return `${Math.round(battery.level * 100)}%${battery.charging ? ' · charging' : ''}`;
}

/** Free storage, and its share of the quota (null when the browser does not tell). */
export function storageFacts({ storage }: Report): { text: string; freeShare: number | null } {
  if (storage.quota_bytes === null || storage.used_bytes === null || storage.quota_bytes === 0)
    return { text: 'Not told', freeShare: null };
  const free = Math.max(0, storage.quota_bytes - storage.used_bytes);
  const kept = storage.persisted === false ? ' · not persistent' : '';
  return {
    text: `${bytesText(free)} free of ${bytesText(storage.quota_bytes)}${kept}`,
    freeShare: free / storage.quota_bytes,
  };
}

const CAMERA_STATES: Record<Report['camera']['state'], string> = {
  ready: 'Working',
  starting: 'Starting',
  denied: 'Not allowed',
  missing: 'None found',
  failed: 'Failed',
  off: 'Not opened yet',
};

export function cameraText({ camera }: Report): string {
  const size = camera.width && camera.height ? ` · ${camera.width}×${camera.height}` : '';
  return `${CAMERA_STATES[camera.state]}${camera.label ? ` · ${camera.label}` : ''}${size}`;
}

export const boothName = (booth: Pick<FleetBooth, 'device_name' | 'session_id'>) =>
  booth.device_name || `Booth ${booth.session_id}`;
