import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { eventNeutralEmailSamplesMigration } from './0009-event-neutral-email-samples.ts';

describe('e-mail template samples of an existing installation', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-migration-'));
    handle = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(handle);
  });
  afterEach(async () => {
    await handle.db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stop naming the sample events in their closing lines, keeping lines an operator changed', async () => {
    const row = (name: string, markupText: string) => ({
      name,
      layout: 'three',
      image_file: `email_template/${name}.svg`,
      contents: JSON.stringify({ eventName: 'Emma & Noah’s Wedding', markupText }),
      sort_order: 0,
      active: 1,
    });
    await handle.db
      .insertInto('email_templates')
      .values([row('Shipped', 'With love, Emma & Noah'), row('Edited', 'See you at the bar')])
      .execute();

    // Migrations see the database untyped, as it was when they were written.
    await eventNeutralEmailSamplesMigration().up(handle.db as unknown as Kysely<unknown>);

    const rows = await handle.db.selectFrom('email_templates').select(['name', 'contents']).orderBy('name').execute();
    expect(rows.map((stored) => [stored.name, JSON.parse(stored.contents).markupText])).toEqual([
      ['Edited', 'See you at the bar'],
      ['Shipped', 'With love, from all of us'],
    ]);
  });
});
