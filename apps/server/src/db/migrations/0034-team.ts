import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * The team of an account. `team_members` ties a login (`user_id`, one team per login) to the
 * account it acts for (`owner_id`) with a role; `team_member_events` are the events a client may
 * see; `team_invitations` are the links sent by e-mail (only the token's hash is kept).
 * `event_activity` is who did what: one row per write, with the actor's name and role then.
 */
export function teamMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('team_members'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('team_members_owner').on('team_members').column('owner_id').execute();

      await db.schema
        .createTable('team_member_events')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('team_members.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('team_member_events_pk', ['member_id', 'event_id'])
        .execute();

      await withIdColumn(db.schema.createTable('team_invitations'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        /** JSON array of the event ids a client will see. */
        .addColumn('event_ids', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('team_invitations_owner').on('team_invitations').column('owner_id').execute();

      await withIdColumn(db.schema.createTable('event_activity'), dialect)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('event_activity_event').on('event_activity').columns(['event_id', 'id']).execute();
    },
  };
}
