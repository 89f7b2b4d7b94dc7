/** Booth heartbeats as the fleet's tests send them. */
import type { BoothHeartbeatBody } from '@boothdeck/contract';
import { HOUR_MS } from './events-client.ts';

/** A healthy booth's report; tests change what they look at. */
export const healthyReport = (change: Partial<BoothHeartbeatBody> = {}): BoothHeartbeatBody => ({
  app_version: '1.4.0',
  queue: { pending: 0, oldest_unsent_seconds: null, failed: 0 },
  storage: { used_bytes: 200_000_000, quota_bytes: 10_000_000_000, persisted: true },
  battery: { level: 0.82, charging: true },
  camera: { state: 'ready', label: 'FaceTime HD Camera', width: 1920, height: 1080 },
  online_since: new Date(Date.now() - HOUR_MS).toISOString(),
  last_capture_at: null,
  paused: false,
  acknowledged: [],
  ...change,
});
