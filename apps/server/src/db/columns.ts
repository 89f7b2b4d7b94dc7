/** Column shapes that differ by dialect, so migrations stay portable. */
import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from './database.ts';

export function withIdColumn<T extends string>(table: CreateTableBuilder<T>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}
