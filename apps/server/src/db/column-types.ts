/** Kysely's column shapes, which each module's `<name>.tables.ts` writes its table types with. */
export type { ColumnType, Generated } from 'kysely';
