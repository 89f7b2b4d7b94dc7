import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { eventNeutralEmailSamplesMigration } from './0009-event-neutral-email-samples.ts';

describe.each(TEST_DIALECTS)('e-mail template samples of an existing installation on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('stop naming the sample events in their closing lines, keeping lines an operator changed', async () => {
    const { db } = t.app.platform.database;
    const row = (name: string, markupText: string) => ({
      name,
      layout: 'three',
      image_file: `email_template/${name}.svg`,
      contents: JSON.stringify({ eventName: 'Emma & Noah’s Wedding', markupText }),
      sort_order: 0,
      active: 1,
    });
    await db
      .insertInto('email_templates')
      .values([row('Shipped', 'With love, Emma & Noah'), row('Edited', 'See you at the bar')])
      .execute();

    // Migrations see the database untyped, as it was when they were written.
    await eventNeutralEmailSamplesMigration().up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('email_templates')
      .select(['name', 'contents'])
      .where('name', 'in', ['Shipped', 'Edited'])
      .orderBy('name')
      .execute();
    expect(rows.map((stored) => [stored.name, JSON.parse(stored.contents).markupText])).toEqual([
      ['Edited', 'See you at the bar'],
      ['Shipped', 'With love, from all of us'],
    ]);
  });
});
