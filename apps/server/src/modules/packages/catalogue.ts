/** Catalogue rows → the GET /package-type reply, in the API's package_item_value shape (one value per package in each item). */
import type { PackageItem, PackageSummary, PackageTypeReply } from '@boothdeck/contract';
import type { CatalogueValueRow, PackageRow } from './packages.repository.ts';
import { centsToDollars, priceToCents } from './price.ts';

export function packageSummary(row: PackageRow): PackageSummary {
  return {
    id: row.id,
    name: row.name,
    package_type: { type: row.type },
    price: centsToDollars(priceToCents(row.price)),
    billed: row.type,
  };
}

export function catalogueReply(values: CatalogueValueRow[], packages: PackageRow[]): PackageTypeReply {
  const items = new Map<number, PackageItem>();
  for (const row of values) {
    let item = items.get(row.item_id);
    if (!item) {
      item = { item_name: row.item_name, package_item_value: [] };
      items.set(row.item_id, item);
    }
    item.package_item_value.push({
      value: row.value,
      our_package_id: row.our_package_id,
      our_package: { id: row.our_package_id, name: row.package_name, package_type: { type: row.type } },
    });
  }
  return { packageType: [...items.values()], packages: packages.map(packageSummary) };
}
