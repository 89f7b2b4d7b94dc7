/** Turns the package catalogue into one table per tab: item rows, one column per package. */
import type { PackageSummary, PackageType, PackageTypeReply } from '@boothdeck/contract';
import { PACKAGE_TYPES } from '@boothdeck/contract/constants';

/** A row's values line up with the table's packages; null where the catalogue has no value. */
export type PackageRow = { itemName: string; values: (string | null)[] };
export type PackageTable = { type: PackageType; packages: PackageSummary[]; rows: PackageRow[] };

/** Tables in the tabs' order (PACKAGE_TYPES), only for types that have packages. */
export function buildPackageTables({ packageType, packages }: PackageTypeReply): PackageTable[] {
  return PACKAGE_TYPES.flatMap((type) => {
    const columns = packages.filter((item) => item.package_type.type === type);
    if (columns.length === 0) return [];
    const rows = packageType
      .map((item) => ({
        itemName: item.item_name,
        values: columns.map(
          (column) => item.package_item_value.find((cell) => cell.our_package_id === column.id)?.value ?? null,
        ),
      }))
      .filter((row) => row.values.some((value) => value !== null));
    return [{ type, packages: columns, rows }];
  });
}
