/**
 * The catalogue a new installation starts with. It is loaded once, into an empty catalogue;
 * after that the rows are the truth and can be edited in the database without code.
 */
import type { PackageType, PlanFeature } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, PackageItemKind } from '../../db/schema.ts';

type SeedPackage = { type: PackageType; name: string; validity: string | null; values: string[] };
type SeedItem = { item_name: string; kind: PackageItemKind; feature: PlanFeature | null };

/** Rows of the comparison table, in order; each package's `values` follow this order. */
const ITEMS: SeedItem[] = [
  { item_name: 'Data Capture', kind: 'feature', feature: 'data_capture' },
  { item_name: 'Custom Branding', kind: 'feature', feature: 'custom_branding' },
  { item_name: 'Survey Creations', kind: 'feature', feature: 'form_builder' },
  { item_name: 'Offers & Promotions', kind: 'feature', feature: 'incentive_offer' },
  { item_name: 'Custom Text Messages', kind: 'feature', feature: 'text_messaging' },
  { item_name: 'Email Marketing', kind: 'feature', feature: 'email' },
  { item_name: 'Social Media Marketing', kind: 'feature', feature: 'microsite' },
  { item_name: 'Price', kind: 'price', feature: null },
];

const PACKAGE_TYPE_ORDER: PackageType[] = ['trial', 'single', 'monthly', 'yearly'];

const PACKAGES: SeedPackage[] = [
  {
    type: 'trial',
    name: 'Free Trial',
    validity: 'P14D',
    values: ['false', 'false', 'false', 'false', 'false', 'true', 'true', '0'],
  },
  {
    type: 'single',
    name: 'Single Event',
    validity: null,
    values: ['true', 'true', 'true', 'true', 'true', 'true', 'true', '0'],
  },
  {
    type: 'monthly',
    name: 'Monthly Basic',
    validity: 'P1M',
    values: ['false', 'true', 'false', 'true', 'false', 'true', 'true', '49'],
  },
  {
    type: 'monthly',
    name: 'Monthly Pro',
    validity: 'P1M',
    values: ['true', 'true', 'true', 'true', 'true', 'true', 'true', '99'],
  },
  {
    type: 'yearly',
    name: 'Yearly Basic',
    validity: 'P1Y',
    values: ['false', 'true', 'false', 'true', 'false', 'true', 'true', '490'],
  },
  {
    type: 'yearly',
    name: 'Yearly Pro',
    validity: 'P1Y',
    values: ['true', 'true', 'true', 'true', 'true', 'true', 'true', '990'],
  },
];

/** Loads the catalogue into an empty database; a second process starting at the same moment loses quietly. */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await insertCatalogue(db).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
  });
}

async function insertCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('package_types').select('id').limit(1).executeTakeFirst();
    if (existing) return;

    const typeIds = new Map<PackageType, number>();
    for (const [index, type] of PACKAGE_TYPE_ORDER.entries()) {
      const row = await trx
        .insertInto('package_types')
        .values({ type, sort_order: index })
        .returning('id')
        .executeTakeFirstOrThrow();
      typeIds.set(type, row.id);
    }

    const itemIds: number[] = [];
    for (const [index, item] of ITEMS.entries()) {
      const row = await trx
        .insertInto('package_items')
        .values({ ...item, sort_order: index })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(row.id);
    }

    for (const [index, seed] of PACKAGES.entries()) {
      const row = await trx
        .insertInto('our_packages')
        .values({
          package_type_id: typeIds.get(seed.type) ?? 0,
          name: seed.name,
          validity: seed.validity,
          sort_order: index,
          active: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('package_item_values')
        .values(
          seed.values.map((value, itemIndex) => ({
            package_item_id: itemIds[itemIndex] ?? 0,
            our_package_id: row.id,
            value,
          })),
        )
        .execute();
    }
  });
}
