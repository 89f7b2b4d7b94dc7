import type { Kysely } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

export function accountsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('users'), dialect)
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('business_category', 'text')
        .addColumn('business_category_other', 'text')
        .addColumn('company_name', 'text')
        .addColumn('check_promotion', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('verify_status', 'text', (c) => c.notNull().defaultTo('inactive'))
        .addColumn('email_verified_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('access_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('access_tokens_user_id').on('access_tokens').column('user_id').execute();

      await withIdColumn(db.schema.createTable('one_time_codes'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('one_time_codes_user_purpose')
        .on('one_time_codes')
        .columns(['user_id', 'purpose'])
        .execute();

      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
