/**
 * Webhook events about a guest's erased leads, messages and captures go, with their deliveries:
 * a body already made holds the lead's name and addresses or the message's recipient. The
 * organiser's own copy, received by their endpoint, is theirs to erase. Used by the guest's data
 * rights and the event's retention (modules/data-rights).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type ErasedSubjects = { leadIds: readonly number[]; shareIds: readonly number[]; captureIds: readonly number[] };

/** Removes the event's webhook events about these subjects (their deliveries go with them). */
export const webhookSubjectErasureOf =
  ({ db }: { db: Kysely<Database> }) =>
  async (eventId: number, { leadIds, shareIds, captureIds }: ErasedSubjects): Promise<void> => {
    const byType = [
      ['lead.created', leadIds],
      ['share.sent', shareIds],
      ['capture.created', captureIds],
    ] as const;
    const subjects = byType.filter(([, ids]) => ids.length > 0);
    if (subjects.length === 0) return;
    await db
      .deleteFrom('webhook_events')
      .where('event_id', '=', eventId)
      .where((eb) =>
        eb.or(subjects.map(([type, ids]) => eb.and([eb('type', '=', type), eb('subject_id', 'in', [...ids])]))),
      )
      .execute();
  };
