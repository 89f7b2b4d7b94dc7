import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsClient } from '../../test/options-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { settingKindsByStepMigration } from './0029-setting-kinds-by-step.ts';

describe.each(TEST_DIALECTS)('option setting documents of an existing installation on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("are keyed by their step's id, each document kept as it was", async () => {
    const client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
    const eventId = await client.createDraft(await client.organiser('Monthly Pro'));
    // Migrations see the database untyped, as it was when they were written.
    const db = t.app.platform.database.db as unknown as Kysely<{
      event_settings: { event_id: number; kind: string; settings: string; updated_at: string };
    }>;
    const oldKinds = ['social', 'text_message', 'watermark', 'incentive', 'form'];
    await db
      .insertInto('event_settings')
      .values(oldKinds.map((kind) => ({ event_id: eventId, kind, settings: `{"was":"${kind}"}`, updated_at: '' })))
      .execute();

    await settingKindsByStepMigration().up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('event_settings')
      .select(['kind', 'settings'])
      .where('event_id', '=', eventId)
      .orderBy('kind')
      .execute();
    expect(rows.map((row) => [row.kind, JSON.parse(row.settings).was])).toEqual([
      ['custom-branding', 'watermark'],
      ['form-builder', 'form'],
      ['incentive-offers', 'incentive'],
      ['sms', 'text_message'],
      ['social', 'social'],
    ]);
  });
});
