import type { Kysely } from 'kysely';

/**
 * Guests in their own language: each event's languages (JSON: its languages, its default and the
 * organiser's texts in the others; null reads as English only), and the language a lead and a
 * message were given in, so a guest's messages go out in it. Older rows have none and read as
 * their event's default.
 */
export function guestLanguagesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('languages', 'text').execute();
      await db.schema.alterTable('leads').addColumn('language', 'text').execute();
      await db.schema.alterTable('shares').addColumn('language', 'text').execute();
    },
  };
}
