/**
 * The demo as its guests see it, loaded into an install whose media are in an S3 bucket: every
 * capture is stored in the bucket (none in the local folder), every live and past event's gallery
 * shows captures, and a live event that approves captures keeps its newest few in the moderation
 * queue. Also what the demo tells the organiser to open.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../src/test/s3-test-server.ts';
import { createTestApp, type TestApp } from '../../src/test/test-app.ts';
import { signInLines } from './demo-address.ts';
import { loadDemo } from './demo-loader.ts';

const LOAD_MS = 120_000;

// One database is enough here: what is tested is where the files go and what guests are shown;
// the loader's database writes run on both dialects in demo-loader.test.ts.
describe('the demo loaded into an install on S3', () => {
  let t: TestApp;
  let s3: S3TestServer;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp('sqlite', { s3: s3.settings });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it(
    'stores its captures in the bucket and shows most of them to guests, leaving a few in the moderation queue',
    async () => {
      await loadDemo(t.app.platform.database, t.config, { scale: 0.05 });
      const db = t.app.platform.database.db;
      const captures = await db
        .selectFrom('media_items')
        .innerJoin('events', 'events.id', 'media_items.event_id')
        .select(['media_items.event_id', 'media_items.file_path', 'media_items.moderation', 'events.end_at'])
        .execute();
      expect(captures.length).toBeGreaterThan(0);

      const keys = new Set(await s3.keys());
      expect(captures.filter((capture) => !keys.has(capture.file_path))).toEqual([]);
      const local = await fs.readdir(path.join(t.config.dataDir, 'media', 'events')).catch(() => []);
      expect(local).toEqual([]);

      const byEvent = new Map<number, { approved: number; pending: number; live: boolean }>();
      for (const capture of captures) {
        const counts = byEvent.get(capture.event_id) ?? {
          approved: 0,
          pending: 0,
          live: Date.parse(capture.end_at) > Date.now(),
        };
        if (capture.moderation === 'approved') counts.approved += 1;
        if (capture.moderation === 'pending') counts.pending += 1;
        byEvent.set(capture.event_id, counts);
      }
      for (const [eventId, counts] of byEvent) {
        expect(counts.approved, `captures guests see at event ${eventId}`).toBeGreaterThan(counts.pending);
        if (!counts.live) expect(counts.pending, `pending captures at past event ${eventId}`).toBe(0);
      }
      expect([...byEvent.values()].some((counts) => counts.live && counts.pending > 0)).toBe(true);
    },
    LOAD_MS,
  );
});

describe('where the demo tells the organiser to sign in', () => {
  it("names the server's address from its configuration, and how to match another PORT", () => {
    expect(signInLines('https://booth.example.com', { APP_URL: 'https://booth.example.com' })).toEqual([
      'Start the app (npm start) and sign in at https://booth.example.com with',
    ]);
    const lines = signInLines('http://localhost:3001', { PORT: '3001' });
    expect(lines[0]).toBe('Start the app (npm start) and sign in at http://localhost:3001 with');
    expect(lines.join('\n')).toContain('PORT=3001 npm run demo');
  });
});
