/** The one statement the health check runs: it succeeds only when the database answers. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
