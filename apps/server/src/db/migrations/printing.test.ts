import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { printingMigration } from './0035-printing.ts';

describe.each(TEST_DIALECTS)('printing on an existing installation on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('adds the Printing feature to the installed catalogue before the price, on every package but the trial', async () => {
    // Migrations see the database untyped, as it was when they were written.
    const db = t.app.platform.database.db as unknown as Kysely<unknown>;
    // The catalogue as an installation seeded before printing has it: no Printing row, the price last.
    await sql`DELETE FROM package_item_values WHERE package_item_id IN
      (SELECT id FROM package_items WHERE feature = 'printing')`.execute(db);
    await sql`DELETE FROM package_items WHERE feature = 'printing'`.execute(db);
    await sql`UPDATE package_items SET sort_order = sort_order - 1 WHERE kind = 'price'`.execute(db);
    await sql`DROP TABLE print_jobs`.execute(db);

    await printingMigration(dialect).up(db);

    const items = await sql<{ item_name: string }>`
      SELECT item_name FROM package_items ORDER BY sort_order`.execute(db);
    expect(items.rows.map((row) => row.item_name).slice(-2)).toEqual(['Printing', 'Price']);
    const values = await sql<{ name: string; value: string }>`
      SELECT p.name, v.value FROM package_item_values v
      JOIN package_items i ON i.id = v.package_item_id JOIN our_packages p ON p.id = v.our_package_id
      WHERE i.feature = 'printing' ORDER BY p.sort_order`.execute(db);
    expect(values.rows).toEqual([
      { name: 'Free Trial', value: 'false' },
      { name: 'Single Event', value: 'true' },
      { name: 'Monthly Basic', value: 'true' },
      { name: 'Monthly Pro', value: 'true' },
      { name: 'Yearly Basic', value: 'true' },
      { name: 'Yearly Pro', value: 'true' },
    ]);
    const jobs = await sql<{ count: number | string }>`SELECT count(*) AS count FROM print_jobs`.execute(db);
    expect(Number(jobs.rows[0]?.count)).toBe(0);
  });
});
