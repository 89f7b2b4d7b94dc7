import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * The fleet view. `booth_reports` is each booth session's latest heartbeat (one row per session,
 * kept after the session ends so the panel can say it signed out); `booth_report_history` keeps a
 * day of heartbeats; `booth_alerts` the alerts raised (at most one open per booth and kind);
 * `booth_commands` the organiser's commands, who sent them and when they were carried out.
 * Sessions are removed when they end, so `booth_session_id` is not a foreign key; every row goes
 * with its event.
 */
export function boothFleetMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const eventColumn = ['event_id', 'integer'] as const;
      await db.schema
        .createTable('booth_reports')
        .addColumn('booth_session_id', 'integer', (c) => c.primaryKey())
        .addColumn(...eventColumn, (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('device_name', 'text')
        .addColumn('signed_in_at', 'text', (c) => c.notNull())
        .addColumn('reported_at', 'text', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('pending', 'integer', (c) => c.notNull())
        .addColumn('oldest_unsent_at', 'text')
        .addColumn('storage_low', 'integer', (c) => c.notNull())
        .addColumn('signed_out_at', 'text')
        .addColumn('alert_mailed_at', 'text')
        .addColumn('mailed_alert_id', 'integer')
        .execute();
      await db.schema.createIndex('booth_reports_event').on('booth_reports').column('event_id').execute();
      await db.schema.createIndex('booth_reports_reported').on('booth_reports').column('reported_at').execute();

      await withIdColumn(db.schema.createTable('booth_report_history'), dialect)
        .addColumn('booth_session_id', 'integer', (c) => c.notNull())
        .addColumn(...eventColumn, (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('reported_at', 'text', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('booth_report_history_reported')
        .on('booth_report_history')
        .column('reported_at')
        .execute();

      await withIdColumn(db.schema.createTable('booth_alerts'), dialect)
        .addColumn('booth_session_id', 'integer', (c) => c.notNull())
        .addColumn(...eventColumn, (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('device_name', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('raised_at', 'text', (c) => c.notNull())
        .addColumn('cleared_at', 'text')
        .addColumn('mail_state', 'text', (c) => c.notNull().defaultTo('pending'))
        .execute();
      // Two processes sweeping at once raise one alert: the second insert breaks this index.
      await db.schema
        .createIndex('booth_alerts_open')
        .on('booth_alerts')
        .columns(['booth_session_id', 'kind'])
        .unique()
        .where(sql.ref('cleared_at'), 'is', null)
        .execute();
      await db.schema.createIndex('booth_alerts_event').on('booth_alerts').column('event_id').execute();

      await withIdColumn(db.schema.createTable('booth_commands'), dialect)
        .addColumn('booth_session_id', 'integer', (c) => c.notNull())
        .addColumn(...eventColumn, (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('issued_by', 'integer', (c) => c.notNull())
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('acknowledged_at', 'text')
        .execute();
      await db.schema
        .createIndex('booth_commands_session')
        .on('booth_commands')
        .columns(['booth_session_id', 'acknowledged_at'])
        .execute();
      await db.schema
        .createIndex('booth_commands_event')
        .on('booth_commands')
        .columns(['event_id', 'acknowledged_at'])
        .execute();
    },
  };
}
