/** The wizard's first step, event info: wall times in the event's zone, the 48-hour rule, ongoing events, edits. */
import { eventEndpoints, galleryEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToWallTime } from '../../shared/wall-times.ts';
import { apiAddress } from '../../test/api-address.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import {
  DAY_MS,
  type EventsClient,
  eventInfoBody,
  eventsClient,
  HOUR_MS,
  utcWallTime,
} from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('the event info step on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let pro: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    pro = await client.organiser('Monthly Pro');
  });
  afterAll(() => t.close());

  it('creates a draft from wall times in the event zone and answers with its id and uuid', async () => {
    const reply = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({
        event_time_zone: 'Australia/Sydney',
        event_start_date: '2030-01-15 18:00',
        event_end_date: '2030-01-16 01:30',
      }),
    });
    expect(reply.statusCode).toBe(200);
    const body = replyOf(reply);
    expect(body).toEqual({
      status: true,
      message: MESSAGES.draftSaved,
      event: { id: expect.any(Number), uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const event = await client.show(pro, body.event.id);
    expect(event).toMatchObject({
      uuid: body.event.uuid,
      event_name: 'Harbour Launch Party',
      event_details: 'Drinks and photos on the deck',
      venue_name: 'Pier One',
      time_zone: 'Australia/Sydney',
      event_start_date: '2030-01-15T07:00:00.000Z',
      event_end_date: '2030-01-15T14:30:00.000Z',
      event_start_local: '2030-01-15 18:00',
      event_end_local: '2030-01-16 01:30',
      life_time: 0,
      event_info_image: null,
      state: 'draft',
      media_link: `${t.config.appUrl}${apiAddress(galleryEndpoints.downloadAll)}?type=all&event_id=${body.event.uuid}`,
      feature: null,
      event_option: null,
      device: null,
      is_paid: false,
    });
  });

  it('updates the draft named by eventId instead of creating another', async () => {
    const eventId = await client.createDraft(pro);
    const reply = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({ eventId, event_name: 'Renamed' }),
    });
    expect(replyOf(reply).event.id).toBe(eventId);
    expect((await client.show(pro, eventId)).event_name).toBe('Renamed');
  });

  it('asks for the name, zone and dates with their field messages; an impossible date counts as missing', async () => {
    const reply = await client.call(pro, eventEndpoints.saveInfo, {
      body: {
        event_name: ' ',
        event_time_zone: '',
        event_start_date: '2030-02-30 10:00',
        event_end_date: 'soon',
      },
    });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      event_name: [MESSAGES.required],
      event_time_zone: [MESSAGES.required],
      event_start_date: [MESSAGES.eventStartRequired],
      event_end_date: [MESSAGES.eventEndRequired],
    });
  });

  it('refuses an event longer than 48 hours or ending before it starts, on the end date', async () => {
    for (const end of [utcWallTime(2 * DAY_MS + 48 * HOUR_MS + 60_000), utcWallTime(DAY_MS)]) {
      const reply = await client.call(pro, eventEndpoints.saveInfo, { body: eventInfoBody({ event_end_date: end }) });
      expect(reply.statusCode).toBe(422);
      expect(errorOf(reply, 422)).toEqual({
        message: MESSAGES.eventTooLong,
        errors: { event_end_date: [MESSAGES.eventTooLong] },
      });
    }
    const exactly48 = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({ event_start_date: '2030-03-01 10:00', event_end_date: '2030-03-03 10:00' }),
    });
    expect(exactly48.statusCode).toBe(200);
  });

  it('words the 48-hour rule as the edit screen does for a submitted event', async () => {
    const eventId = await client.finalEvent(pro);
    const reply = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({ eventId, event_start_date: '2030-03-01 10:00', event_end_date: '2030-03-04 10:00' }),
    });
    expect(errorOf(reply, 422).errors).toEqual({ event_end_date: [MESSAGES.eventTooLongEdit] });
    const updated = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({ eventId, event_venue_name: 'Dock 5' }),
    });
    expect(replyOf(updated).message).toBe(MESSAGES.informationUpdated);
  });

  it('ends an ongoing event 200 years after its start, whatever end is sent', async () => {
    const reply = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({ life_time: 1, event_start_date: '2030-05-01 09:00', event_end_date: null }),
    });
    const event = await client.show(pro, replyOf(reply).event.id);
    expect(event).toMatchObject({
      life_time: 1,
      event_start_date: '2030-05-01T09:00:00.000Z',
      event_end_date: '2230-05-01T09:00:00.000Z',
    });
  });

  it('refuses a start in the past and a time zone that is not on the list', async () => {
    const past = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({ event_start_date: utcWallTime(-DAY_MS) }),
    });
    expect(past.statusCode).toBe(422);
    expect(errorOf(past, 422).errors).toEqual({ event_start_date: [MESSAGES.eventStartPast] });
    const zone = await client.call(pro, eventEndpoints.saveInfo, {
      body: eventInfoBody({ event_time_zone: 'Moon/Tranquility' }),
    });
    expect(errorOf(zone, 422).errors).toEqual({ event_time_zone: [MESSAGES.invalidTimeZone] });
  });

  it('lets a live event change its venue while its start, already passed, is sent back unchanged', async () => {
    // Made to start "now": the stored start carries seconds that the form's wall time cannot.
    const eventId = await client.insertEvent(pro.user.id, {
      status: 'final',
      startMs: -2 * HOUR_MS - 17_345,
      endMs: 3 * HOUR_MS,
      timeZone: 'Australia/Sydney',
    });
    const live = await client.show(pro, eventId);
    expect(live.state).toBe('live');
    const edit = (extra: Record<string, unknown>) =>
      client.call(pro, eventEndpoints.saveInfo, {
        body: eventInfoBody({
          eventId,
          event_time_zone: 'Australia/Sydney',
          event_start_date: live.event_start_local,
          event_end_date: live.event_end_local,
          ...extra,
        }),
      });

    const moved = await edit({ event_venue_name: 'The Boathouse' });
    expect(moved.statusCode).toBe(200);
    expect(replyOf(moved).message).toBe(MESSAGES.informationUpdated);
    expect(await client.show(pro, eventId)).toMatchObject({
      venue_name: 'The Boathouse',
      event_start_date: live.event_start_date,
      state: 'live',
    });

    const changed = await edit({
      event_start_date: instantToWallTime(new Date(Date.now() - 4 * HOUR_MS), 'Australia/Sydney'),
    });
    expect(changed.statusCode).toBe(422);
    expect(errorOf(changed, 422).errors).toEqual({ event_start_date: [MESSAGES.eventStartPast] });
  });
});
