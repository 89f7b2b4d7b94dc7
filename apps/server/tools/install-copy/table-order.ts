/**
 * The order rows are copied in: every table after the tables it refers to, so each foreign key
 * finds its row already there. Ties keep alphabetical order, so the order is the same each run.
 */
import type { Reference } from './table-copy.repository.ts';

export function tablesInDependencyOrder(tables: readonly string[], references: readonly Reference[]): string[] {
  const waitingFor = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { table, refersTo } of references) {
    // A table referring to itself orders its own rows: they are copied in the order they were made.
    if (table !== refersTo && waitingFor.has(refersTo)) waitingFor.get(table)?.add(refersTo);
  }
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, parents]) => parents.size === 0).map(([table]) => table);
    if (ready.length === 0)
      throw new Error(`Tables refer to each other in a cycle: ${[...waitingFor.keys()].join(', ')}`);
    for (const table of ready.sort()) {
      ordered.push(table);
      waitingFor.delete(table);
      for (const parents of waitingFor.values()) parents.delete(table);
    }
  }
  return ordered;
}
