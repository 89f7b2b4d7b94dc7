/** Helpers that drive the event calls the way the web wizard does. */
import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@boothdeck/client';
import {
  type DuplicateEventBody,
  type EndpointDefinition,
  type EventFeatureBody,
  type EventInfoBody,
  type EventOptionBody,
  eventEndpoints,
} from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import type { EventStatus } from '../modules/events/events.tables.ts';
import { registerVerifiedUser } from './accounts-client.ts';
import { type AppCallArguments, callApp, callAppUnchecked, replyOf, type UncheckedInput } from './call-app.ts';
import { GOOD_CARD, postMembership, type SignedIn } from './packages-client.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const bearer = (member: SignedIn) => ({ authorization: `Bearer ${member.token}` });

/** The wall time ('YYYY-MM-DD HH:mm', UTC) so many milliseconds from now, to the minute. */
export const utcWallTime = (fromNowMs: number) =>
  new Date(Date.now() + fromNowMs).toISOString().slice(0, 16).replace('T', ' ');

export const eventInfoBody = (extra: Partial<EventInfoBody> = {}): EventInfoBody => ({
  event_name: 'Harbour Launch Party',
  event_details: 'Drinks and photos on the deck',
  event_venue_name: 'Pier One',
  event_time_zone: 'UTC',
  event_start_date: utcWallTime(2 * DAY_MS),
  event_end_date: utcWallTime(2 * DAY_MS + 5 * HOUR_MS),
  life_time: 0,
  ...extra,
});

/** A duplicate of the event as the copy dialog sends it: 'Encore', ten days from now for four hours. */
export const duplicateEventBody = (eventId: number, extra: Partial<DuplicateEventBody> = {}): DuplicateEventBody => ({
  event_id: eventId,
  event_name: 'Encore',
  event_start_date: utcWallTime(10 * DAY_MS),
  event_end_date: utcWallTime(10 * DAY_MS + 4 * HOUR_MS),
  life_time: 0,
  ...extra,
});

/** Features or options to switch on (or off), as the wizard's steps send them. */
export type FeatureFlags = Partial<Omit<EventFeatureBody, 'eventId'>>;
export type OptionFlags = Partial<Omit<EventOptionBody, 'eventId' | 'password'>>;

export const FEATURE_BODY = { still_photo: 1, gallery: 1, sharing: 1, boomerang: 1 } as const;
export const OPTION_BODY = { social_media: 1, email: 1, frame: 1, password: '4821' } as const;

export type EventsClient = ReturnType<typeof eventsClient>;

export function eventsClient(app: FastifyInstance, dataDir: string, appUrl: string) {
  let counter = 0;
  /** One call made by the member, typed by its contract definition. */
  const call = <Definition extends EndpointDefinition>(
    member: SignedIn,
    endpoint: Endpoint<Definition>,
    ...[input]: AppCallArguments<Definition>
  ) => callApp(app, endpoint, ...([{ ...input, token: member.token }] as AppCallArguments<Definition>));
  /** One call made by the member with an input past the contract's types, for tests of what it refuses. */
  const callUnchecked = <Definition extends EndpointDefinition>(
    member: SignedIn,
    endpoint: Endpoint<Definition>,
    input: UncheckedInput = {},
  ) => callAppUnchecked(app, endpoint, { ...input, token: member.token });

  return {
    call,
    callUnchecked,

    /** A verified organiser on the named package ('Free Trial', 'Single Event', 'Monthly Pro', …). */
    async organiser(packageName = 'Monthly Pro'): Promise<SignedIn> {
      const member = await registerVerifiedUser(
        app,
        dataDir,
        `organiser${++counter}-${randomUUID()}@example.com`,
        appUrl,
      );
      const reply = await postMembership(app, member, packageName, { card: GOOD_CARD });
      if (reply.statusCode !== 200) throw new Error(`membership failed: ${reply.body}`);
      return member;
    },

    async createDraft(member: SignedIn, extra: Partial<EventInfoBody> = {}): Promise<number> {
      const reply = await call(member, eventEndpoints.saveInfo, { body: eventInfoBody(extra) });
      if (reply.statusCode !== 200) throw new Error(`event-info failed: ${reply.body}`);
      return replyOf(reply).event.id;
    },

    /** Info, features and options saved: ready to submit. */
    async readyDraft(member: SignedIn, extra: Partial<EventInfoBody> = {}): Promise<number> {
      const eventId = await this.createDraft(member, extra);
      const features = await call(member, eventEndpoints.saveFeature, { body: { eventId, ...FEATURE_BODY } });
      if (features.statusCode !== 200) throw new Error(`event-feature failed: ${features.body}`);
      const options = await call(member, eventEndpoints.saveOptions, { body: { eventId, ...OPTION_BODY } });
      if (options.statusCode !== 200) throw new Error(`event-option failed: ${options.body}`);
      return eventId;
    },

    /** Submits the member's draft, as the wizard's last step does; fails the test when it is refused. */
    async submit(member: SignedIn, eventId: number): Promise<void> {
      const reply = await call(member, eventEndpoints.finalise, { params: { eventId } });
      if (reply.statusCode !== 200) throw new Error(`event/store failed: ${reply.body}`);
    },

    async finalEvent(member: SignedIn, extra: Partial<EventInfoBody> = {}): Promise<number> {
      const eventId = await this.readyDraft(member, extra);
      await this.submit(member, eventId);
      return eventId;
    },

    async show(member: SignedIn, eventId: number) {
      const reply = await call(member, eventEndpoints.show, { params: { id: eventId } });
      if (reply.statusCode !== 200) throw new Error(`show-event failed: ${reply.body}`);
      return replyOf(reply).event;
    },

    /** An event written straight to the database, starting and ending at offsets (ms) from now. */
    async insertEvent(
      userId: number,
      event: {
        status: EventStatus;
        startMs: number;
        endMs: number;
        name?: string;
        venue?: string;
        timeZone?: string;
      },
    ): Promise<number> {
      const now = new Date().toISOString();
      const row = await app.platform.database.db
        .insertInto('events')
        .values({
          uuid: randomUUID(),
          user_id: userId,
          event_name: event.name ?? `Event ${++counter}`,
          venue_name: event.venue ?? 'Town Hall',
          time_zone: event.timeZone ?? 'UTC',
          start_at: new Date(Date.now() + event.startMs).toISOString(),
          end_at: new Date(Date.now() + event.endMs).toISOString(),
          status: event.status,
          finalised_at: event.status === 'final' ? now : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
