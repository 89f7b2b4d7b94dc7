import type { Kysely } from 'kysely';

/**
 * Leads from the booth's data-capture form. Each lead keeps the guest's answers (`form_values`,
 * JSON keyed by the form's field names) and the consent record: the terms text the booth
 * showed, whether the guest agreed to marketing messages, when, and from which booth session.
 * `client_id` is the booth's own id for the lead, unique per event, so a retried call finds
 * the row it already made. `media_id` is the capture the guest was shown, if any.
 *
 * Leads stored before this migration have no answers and no consent record: `form_values` is
 * '{}' and `marketing_consent` 0, so no message goes to a guest who was never asked.
 */
export function leadsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const leads = () => db.schema.alterTable('leads');
      await leads()
        .addColumn('form_values', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await leads().addColumn('terms_text', 'text').execute();
      await leads()
        .addColumn('marketing_consent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await leads().addColumn('consented_at', 'text').execute();
      // Sessions are removed when they end; the consent record keeps the id it came from.
      await leads().addColumn('booth_session_id', 'integer').execute();
      await leads().addColumn('client_id', 'text').execute();
      await leads()
        .addColumn('media_id', 'integer', (c) => c.references('media_items.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('leads_event_client')
        .on('leads')
        .columns(['event_id', 'client_id'])
        .unique()
        .execute();
      // The lead list (newest first) and the export (by id) read an event's leads in these orders.
      await db.schema.createIndex('leads_event_id').on('leads').columns(['event_id', 'id']).execute();
    },
  };
}
