/** Rows read from this module joined in memory to the items another module answers by id. */

/**
 * Each row, in its order, with the columns `describe` takes from its item (read in one call for
 * all the rows' ids); a row whose item is gone is left out, as an inner join would.
 */
export async function joinedById<Row, Item extends { id: number }, Added>(
  rows: Row[],
  idOf: (row: Row) => number,
  read: (ids: number[]) => Promise<Item[]>,
  describe: (item: Item) => Added,
): Promise<(Row & Added)[]> {
  const items = new Map((await read([...new Set(rows.map(idOf))])).map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const item = items.get(idOf(row));
    return item ? [{ ...row, ...describe(item) }] : [];
  });
}
