import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboxSnapshot } from '../outbox/index.ts';
import { signedInRecord } from '../session/testing/signed-in-record.ts';
import { readFaults, recordFault } from './fault-log.ts';
import { supportFileName, supportReport } from './support-report.ts';

beforeEach(() => localStorage.clear());

const record = signedInRecord();
const snapshot = {
  items: [],
  counts: { queued: 1, sending: 0, 'retry-wait': 0, sent: 4, failed: 0 },
  pending: 1,
  pendingCaptures: 1,
  paused: null,
  online: true,
  serverUnavailable: false,
  storage: { full: false, low: false, message: null },
} as OutboxSnapshot;

describe("the kiosk's support export", () => {
  it('keeps the latest 50 faults, across reloads, with the screen they happened on', () => {
    for (let fault = 1; fault <= 52; fault += 1) recordFault('share', new Error(`fault ${fault}`));
    const faults = readFaults();
    expect(faults).toHaveLength(50);
    expect(faults[0]).toMatchObject({ where: 'share', message: 'Error: fault 3' });
    expect(faults.at(-1)?.message).toBe('Error: fault 52');
  });

  it('says what the booth is and holds, with its faults, and never its token or password hash', () => {
    recordFault('capture', new TypeError('Failed to fetch dynamically imported module'));
    const report = supportReport(record, snapshot);
    expect(report.booth).toMatchObject({ eventName: 'Harbour Launch', deviceName: 'Booth 2 – foyer' });
    expect(report.queue).toMatchObject({ pending: 1, counts: { sent: 4 } });
    expect(report.faults).toEqual([expect.objectContaining({ where: 'capture' })]);
    expect(report.deviceCheck).toBeNull();
    const text = JSON.stringify(report);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('aGFzaA');
  });

  it('names the release the kiosk was built from, the one version of the product', () => {
    const rootPackage = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../../package.json'), 'utf8'));
    expect(supportReport(record, snapshot).version).toBe(rootPackage.version);
  });

  it("carries set-up's device check when it was run, and is named after the booth and the time", () => {
    const lines = [{ key: 'storage', level: 'warn', label: 'Storage', found: 'Not kept by the browser.' }];
    const report = supportReport(record, snapshot, {
      deviceCheck: { facts: { engine: 'webkit' }, lines },
      now: new Date('2026-12-02T10:00:00Z'),
    });
    expect(report).toMatchObject({ kind: 'boothdeck-booth-support', deviceCheck: { lines } });
    expect(supportFileName(report)).toBe('boothdeck-support-Booth-2-foyer-2026-12-02T100000.json');
  });
});
