/**
 * What a reload of the demo keeps of the events it replaces: each demo event's id and uuid (by
 * its name), and the booths signed in to it, so a booth signed in to a demo event stays signed in
 * and links to an event keep working. The organiser's own events are removed as before.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import type { BoothSessionsTable } from '../../src/modules/booth/booth.tables.ts';

type Identity = { id: number; uuid: string };
type BoothSession = Selectable<BoothSessionsTable>;

export type DemoIdentities = {
  /** The id and uuid the demo event of this name had, if it was loaded before. */
  of: (name: string) => Identity | undefined;
  /** Signs the booths that were signed in to this event back in, once the event is in again. */
  restoreBooths: (eventId: number) => Promise<void>;
};

export async function rememberDemoIdentities(
  db: Kysely<Database>,
  userId: number,
  demoNames: readonly string[],
): Promise<DemoIdentities> {
  const events = await db
    .selectFrom('events')
    .select(['id', 'uuid', 'event_name'])
    .where('user_id', '=', userId)
    .where('event_name', 'in', [...demoNames])
    .orderBy('id')
    .execute();
  const byName = new Map<string, Identity>();
  for (const event of events) if (!byName.has(event.event_name)) byName.set(event.event_name, event);
  const ids = [...byName.values()].map((identity) => identity.id);
  const sessions: BoothSession[] = ids.length
    ? await db.selectFrom('booth_sessions').selectAll().where('event_id', 'in', ids).execute()
    : [];
  return {
    of: (name) => byName.get(name),
    async restoreBooths(eventId) {
      const mine: Insertable<BoothSessionsTable>[] = sessions.filter((session) => session.event_id === eventId);
      if (mine.length) await db.insertInto('booth_sessions').values(mine).execute();
    },
  };
}
