/**
 * Card numbers and CVVs never come to rest: after real payments (paid, declined and refused
 * by validation) neither appears in any table, in the database files, in the logs or in the
 * outbox. Only brand, last 4 and the charge id are kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { packageEndpoints } from '@boothdeck/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { apiAddress } from '../../test/api-address.ts';
import { captureLogs } from '../../test/captured-logs.ts';
import { GOOD_CARD, postMembership } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

const CARD_DIGITS = '4242424242424242';
const DECLINED_DIGITS = '4000000000000002';
const CVV = '739146';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(TEST_DIALECTS)('card data on %s', (dialect) => {
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await createTestApp(dialect, { logLevel: 'trace' }, { logStream: logs.stream });
    const member = await registerVerifiedUser(t.app, t.config.dataDir, 'payer@example.com', t.config.appUrl);
    const card = { ...GOOD_CARD, cardNumber: '4242 4242 4242 4242', cvvNumber: CVV };
    expect(
      (await postMembership(t.app, member, 'Monthly Basic', { card: { ...card, expiryMonth: '00' } })).statusCode,
    ).toBe(422);
    expect(
      (await postMembership(t.app, member, 'Monthly Basic', { card: { ...card, cardNumber: DECLINED_DIGITS } }))
        .statusCode,
    ).toBe(402);
    expect((await postMembership(t.app, member, 'Monthly Basic', { card })).statusCode).toBe(200);
    expect(
      (await postMembership(t.app, member, 'Yearly Pro', { card: { ...card, cardNumber: CARD_DIGITS } })).statusCode,
    ).toBe(200);
    await t.app.platform.jobs.drain();
  });
  afterAll(() => t.close());

  it('keeps only brand, last 4 and the charge id of each payment', async () => {
    const payments = await t.app.platform.database.db
      .selectFrom('payments')
      .select(['status', 'card_brand', 'card_last4', 'charge_id'])
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { status: 'declined', card_brand: 'visa', card_last4: '0002', charge_id: null },
      { status: 'succeeded', card_brand: 'visa', card_last4: '4242', charge_id: expect.stringMatching(/^ch_test_/) },
      { status: 'succeeded', card_brand: 'visa', card_last4: '4242', charge_id: expect.stringMatching(/^ch_test_/) },
    ]);
  });

  it('finds neither the card number nor the CVV in any table', async () => {
    const db = t.app.platform.database.db;
    const tables = await db.introspection.getTables();
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const rows = await sql`select * from ${sql.table(table.name)}`.execute(db);
      const text = JSON.stringify(rows.rows);
      expect(text, table.name).not.toContain(CARD_DIGITS);
      expect(text, table.name).not.toContain(DECLINED_DIGITS);
      expect(text, table.name).not.toContain(CVV);
    }
  });

  it('finds neither in the files of the data folder (database, journal, outbox)', async () => {
    const files = await filesUnder(t.config.dataDir);
    expect(files.some((file) => file.includes('outbox'))).toBe(true);
    if (dialect === 'sqlite') expect(files.some((file) => file.endsWith('.sqlite'))).toBe(true);
    for (const file of files) {
      const bytes = (await fs.readFile(file)).toString('latin1');
      expect(bytes, file).not.toContain(CARD_DIGITS);
      expect(bytes, file).not.toContain('4242 4242 4242 4242');
      expect(bytes, file).not.toContain(DECLINED_DIGITS);
      expect(bytes, file).not.toContain(CVV);
    }
  });

  it('finds neither in the logs, which did record the requests', () => {
    const text = logs.text();
    expect(text).toContain(apiAddress(packageEndpoints.membership));
    expect(text).not.toContain(CARD_DIGITS);
    expect(text).not.toContain('4242 4242 4242 4242');
    expect(text).not.toContain(DECLINED_DIGITS);
    expect(text).not.toContain(CVV);
  });
});
