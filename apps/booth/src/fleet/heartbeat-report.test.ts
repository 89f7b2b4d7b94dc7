import { describe, expect, it } from 'vitest';
import { heartbeatReport, type ReportInputs } from './heartbeat-report.ts';

const NOW = Date.parse('2026-12-03T10:00:00.000Z');
const inputs = (change: Partial<ReportInputs> = {}): ReportInputs => ({
  appVersion: '1.4.0',
  items: [],
  pending: 0,
  failed: 0,
  storage: { usage: 1_000.4, quota: 50_000 },
  persisted: true,
  battery: null,
  camera: { state: 'ready', label: 'USB camera', width: 1920, height: 1080 },
  onlineSince: '2026-12-03T09:00:00.000Z',
  paused: false,
  acknowledged: [],
  now: NOW,
  ...change,
});

describe('the booth’s heartbeat report', () => {
  it('says how long the oldest unsent item has waited and when the last capture was kept', () => {
    const report = heartbeatReport(
      inputs({
        pending: 2,
        failed: 1,
        items: [
          { kind: 'capture', status: 'sent', queuedAt: '2026-12-03T09:00:00.000Z' },
          { kind: 'capture', status: 'retry-wait', queuedAt: '2026-12-03T09:50:00.000Z' },
          { kind: 'lead', status: 'queued', queuedAt: '2026-12-03T09:55:00.000Z' },
          { kind: 'capture', status: 'failed', queuedAt: '2026-12-03T09:58:00.000Z' },
        ],
      }),
    );
    expect(report.queue).toEqual({ pending: 2, oldest_unsent_seconds: 600, failed: 1 });
    expect(report.last_capture_at).toBe('2026-12-03T09:58:00.000Z');
    expect(report.storage).toEqual({ used_bytes: 1000, quota_bytes: 50_000, persisted: true });
  });

  it('leaves out what the device does not tell', () => {
    const report = heartbeatReport(inputs({ storage: null, persisted: null, onlineSince: null }));
    expect(report).toMatchObject({
      queue: { oldest_unsent_seconds: null },
      storage: { used_bytes: null, quota_bytes: null, persisted: null },
      battery: null,
      online_since: null,
      last_capture_at: null,
    });
  });
});
