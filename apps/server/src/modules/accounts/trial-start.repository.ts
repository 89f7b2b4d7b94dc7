/** Marks the account's trial as used, inside the transaction that starts its trial membership (the packages module's). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Pass the transaction: SQLite has one connection, which the transaction holds. */
export async function markTrialStarted(executor: Kysely<Database>, userId: number, startedAt: string): Promise<void> {
  await executor.updateTable('users').set({ trial_started_at: startedAt }).where('id', '=', userId).execute();
}
