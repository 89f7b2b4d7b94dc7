/** Rows for dashboard and analytics tests, written straight to the database the app uses. */
import { randomUUID } from 'node:crypto';
import type { ShareChannel } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import type { EventStatus } from '../modules/events/events.tables.ts';

const DAY_MS = 86_400_000;

/** An instant `daysAgo` whole UTC days before today, at 12:00, or at 00:00:00.001 today for 0 (never in the future). */
export function utcDaysAgo(daysAgo: number, now = new Date()): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(daysAgo === 0 ? midnight + 1 : midnight - daysAgo * DAY_MS + DAY_MS / 2).toISOString();
}

export function activityFixtures(app: FastifyInstance) {
  const { db } = app.platform.database;
  return {
    /** An event of the organiser starting and ending at offsets (ms) from now. */
    async addEvent(userId: number, status: EventStatus, startInMs: number, endInMs: number): Promise<number> {
      const now = Date.now();
      const stamp = new Date(now).toISOString();
      const row = await db
        .insertInto('events')
        .values({
          uuid: randomUUID(),
          user_id: userId,
          event_name: `Event ${status} ${startInMs}`,
          time_zone: 'UTC',
          start_at: new Date(now + startInMs).toISOString(),
          end_at: new Date(now + endInMs).toISOString(),
          status,
          finalised_at: status === 'final' ? stamp : null,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async addMedia(eventId: number, createdAt: string, count = 1): Promise<void> {
      await db
        .insertInto('media_items')
        .values(
          Array.from({ length: count }, (_, index) => ({
            event_id: eventId,
            media_type: 'photo' as const,
            file_path: `event_gallery/${eventId}-${index}.jpg`,
            captured_at: createdAt,
            created_at: createdAt,
          })),
        )
        .execute();
    },

    async addShares(eventId: number, channel: ShareChannel, createdAt: string, count = 1): Promise<void> {
      await db
        .insertInto('shares')
        .values(Array.from({ length: count }, () => ({ event_id: eventId, channel, created_at: createdAt })))
        .execute();
    },

    async addLeads(eventId: number, createdAt: string, count = 1): Promise<void> {
      await db
        .insertInto('leads')
        .values(
          Array.from({ length: count }, (_, index) => ({
            event_id: eventId,
            name: `Guest ${index}`,
            email: `guest${index}@example.com`,
            created_at: createdAt,
          })),
        )
        .execute();
    },
  };
}
