/** The statements that load the shipped package catalogue (catalogue-seed.ts) into an empty database. */
import type { PackageType, PlanFeature } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PackageItemKind } from './packages.tables.ts';

export type SeedPackage = { type: PackageType; name: string; validity: string | null; values: string[] };
export type SeedItem = { item_name: string; kind: PackageItemKind; feature: PlanFeature | null };
/** The package types in order, the comparison rows in order, and the packages with a value per row. */
type SeedCatalogue = { types: PackageType[]; items: SeedItem[]; packages: SeedPackage[] };

/** Writes the catalogue in one transaction, unless the database already has one. */
export async function insertCatalogue(db: Kysely<Database>, catalogue: SeedCatalogue): Promise<void> {
  const { types, items, packages } = catalogue;
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('package_types').select('id').limit(1).executeTakeFirst();
    if (existing) return;

    const typeIds = new Map<PackageType, number>();
    for (const [index, type] of types.entries()) {
      const row = await trx
        .insertInto('package_types')
        .values({ type, sort_order: index })
        .returning('id')
        .executeTakeFirstOrThrow();
      typeIds.set(type, row.id);
    }

    const itemIds: number[] = [];
    for (const [index, item] of items.entries()) {
      const row = await trx
        .insertInto('package_items')
        .values({ ...item, sort_order: index })
        .returning('id')
        .executeTakeFirstOrThrow();
      itemIds.push(row.id);
    }

    for (const [index, seed] of packages.entries()) {
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
