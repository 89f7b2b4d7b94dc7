import { PACKAGE_TYPES, packageEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { callApp, replyOf } from '../../test/call-app.ts';
import { GOOD_CARD, postMembership, type SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { seedCatalogue } from './catalogue-seed.ts';

const FEATURE_ITEMS = [
  'Data Capture',
  'Custom Branding',
  'Survey Creations',
  'Offers & Promotions',
  'Custom Text Messages',
  'Email Marketing',
  'Social Media Marketing',
  'Printing',
];

describe.each(TEST_DIALECTS)('package catalogue on %s', (dialect) => {
  let t: TestApp;
  let member: SignedIn;
  const getCatalogue = async (token = member.token) =>
    replyOf(await callApp(t.app, packageEndpoints.packageTypes, { token }));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await registerVerifiedUser(t.app, t.config.dataDir, 'buyer@example.com', t.config.appUrl);
  });
  afterAll(() => t.close());

  it('is only for signed-in users', async () => {
    expect((await callApp(t.app, packageEndpoints.packageTypes)).statusCode).toBe(401);
  });

  it('answers every item with a value per package, across all four types', async () => {
    const { packageType, packages } = await getCatalogue();
    expect(packageType.map((item) => item.item_name)).toEqual([...FEATURE_ITEMS, 'Price']);
    for (const item of packageType) {
      expect(item.package_item_value).toHaveLength(packages.length);
      for (const entry of item.package_item_value) {
        expect(entry.value).toMatch(/^(true|false|\d+(\.\d+)?)$/);
        expect(entry.our_package).toEqual({
          id: entry.our_package_id,
          name: expect.any(String),
          package_type: { type: expect.stringMatching(/^(trial|single|monthly|yearly)$/) },
        });
      }
    }
    const types = new Set(packages.map((entry) => entry.package_type.type));
    expect([...types]).toEqual([...PACKAGE_TYPES]);
    expect(packages).toContainEqual(expect.objectContaining({ name: 'Monthly Pro', price: 99, billed: 'monthly' }));
    expect(packages).toContainEqual(expect.objectContaining({ name: 'Yearly Pro', price: 990, billed: 'yearly' }));
  });

  it('is data: an edited price is what the table shows and what the card is charged, and a re-seed keeps it', async () => {
    const db = t.app.platform.database.db;
    const pro = await db
      .selectFrom('our_packages')
      .select('id')
      .where('name', '=', 'Monthly Pro')
      .executeTakeFirstOrThrow();
    const price = await db
      .selectFrom('package_items')
      .select('id')
      .where('kind', '=', 'price')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('package_item_values')
      .set({ value: '129' })
      .where('our_package_id', '=', pro.id)
      .where('package_item_id', '=', price.id)
      .execute();
    await seedCatalogue(db);

    const { packages } = await getCatalogue();
    expect(packages).toContainEqual(expect.objectContaining({ name: 'Monthly Pro', price: 129 }));
    const paid = await postMembership(t.app, member, 'Monthly Pro', { card: GOOD_CARD, body: {} });
    expect(paid.statusCode).toBe(200);
    expect(replyOf(paid).card_info.amount).toBe(129);
  });

  it('drops a package switched off in the catalogue from the table', async () => {
    const db = t.app.platform.database.db;
    await db.updateTable('our_packages').set({ active: 0 }).where('name', '=', 'Yearly Basic').execute();
    const { packageType, packages } = await getCatalogue();
    expect(packages.map((entry) => entry.name)).not.toContain('Yearly Basic');
    expect(JSON.stringify(packageType)).not.toContain('Yearly Basic');
    await db.updateTable('our_packages').set({ active: 1 }).where('name', '=', 'Yearly Basic').execute();
  });
});
