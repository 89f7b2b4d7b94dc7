import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToWallTime } from '../../shared/wall-times.ts';
import {
  DAY_MS,
  type EventsClient,
  eventInfoBody,
  eventsClient,
  FEATURE_BODY,
  HOUR_MS,
  OPTION_BODY,
  utcWallTime,
} from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('the create-event wizard on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let pro: SignedIn;
  let trial: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    pro = await client.organiser('Monthly Pro');
    trial = await client.organiser('Free Trial');
  });
  afterAll(() => t.close());

  describe('event info', () => {
    it('creates a draft from wall times in the event zone and answers with its id and uuid', async () => {
      const reply = await client.post(
        pro,
        'event-info',
        eventInfoBody({
          event_time_zone: 'Australia/Sydney',
          event_start_date: '2030-01-15 18:00',
          event_end_date: '2030-01-16 01:30',
        }),
      );
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
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
        media_link: `${t.config.appUrl}/api/v1/file/download?type=all&event_id=${body.event.uuid}`,
        feature: null,
        event_option: null,
        device: null,
        is_paid: false,
      });
    });

    it('updates the draft named by eventId instead of creating another', async () => {
      const eventId = await client.createDraft(pro);
      const reply = await client.post(pro, 'event-info', eventInfoBody({ eventId, event_name: 'Renamed' }));
      expect(reply.json().event.id).toBe(eventId);
      expect((await client.show(pro, eventId)).event_name).toBe('Renamed');
    });

    it('asks for the name, zone and dates with the spec texts; an impossible date counts as missing', async () => {
      const reply = await client.post(pro, 'event-info', {
        event_name: ' ',
        event_time_zone: '',
        event_start_date: '2030-02-30 10:00',
        event_end_date: 'soon',
      });
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors).toEqual({
        event_name: [MESSAGES.required],
        event_time_zone: [MESSAGES.required],
        event_start_date: [MESSAGES.eventStartRequired],
        event_end_date: [MESSAGES.eventEndRequired],
      });
    });

    it('refuses an event longer than 48 hours or ending before it starts, on the end date', async () => {
      for (const end of [utcWallTime(2 * DAY_MS + 48 * HOUR_MS + 60_000), utcWallTime(DAY_MS)]) {
        const reply = await client.post(pro, 'event-info', eventInfoBody({ event_end_date: end }));
        expect(reply.statusCode).toBe(422);
        expect(reply.json()).toEqual({
          message: MESSAGES.eventTooLong,
          errors: { event_end_date: [MESSAGES.eventTooLong] },
        });
      }
      const exactly48 = await client.post(
        pro,
        'event-info',
        eventInfoBody({ event_start_date: '2030-03-01 10:00', event_end_date: '2030-03-03 10:00' }),
      );
      expect(exactly48.statusCode).toBe(200);
    });

    it('words the 48-hour rule as the edit screen does for a submitted event', async () => {
      const eventId = await client.finalEvent(pro);
      const reply = await client.post(
        pro,
        'event-info',
        eventInfoBody({ eventId, event_start_date: '2030-03-01 10:00', event_end_date: '2030-03-04 10:00' }),
      );
      expect(reply.json().errors).toEqual({ event_end_date: [MESSAGES.eventTooLongEdit] });
      const updated = await client.post(pro, 'event-info', eventInfoBody({ eventId, event_venue_name: 'Dock 5' }));
      expect(updated.json().message).toBe(MESSAGES.informationUpdated);
    });

    it('ends an ongoing event 200 years after its start, whatever end is sent', async () => {
      const reply = await client.post(
        pro,
        'event-info',
        eventInfoBody({ life_time: 1, event_start_date: '2030-05-01 09:00', event_end_date: null }),
      );
      const event = await client.show(pro, reply.json().event.id);
      expect(event).toMatchObject({
        life_time: 1,
        event_start_date: '2030-05-01T09:00:00.000Z',
        event_end_date: '2230-05-01T09:00:00.000Z',
      });
    });

    it('refuses a start in the past and a time zone that is not on the list', async () => {
      const past = await client.post(pro, 'event-info', eventInfoBody({ event_start_date: utcWallTime(-DAY_MS) }));
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toEqual({ event_start_date: [MESSAGES.eventStartPast] });
      const zone = await client.post(pro, 'event-info', eventInfoBody({ event_time_zone: 'Moon/Tranquility' }));
      expect(zone.json().errors).toEqual({ event_time_zone: [MESSAGES.invalidTimeZone] });
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
        client.post(
          pro,
          'event-info',
          eventInfoBody({
            eventId,
            event_time_zone: 'Australia/Sydney',
            event_start_date: live.event_start_local,
            event_end_date: live.event_end_local,
            ...extra,
          }),
        );

      const moved = await edit({ event_venue_name: 'The Boathouse' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().message).toBe(MESSAGES.informationUpdated);
      expect(await client.show(pro, eventId)).toMatchObject({
        venue_name: 'The Boathouse',
        event_start_date: live.event_start_date,
        state: 'live',
      });

      const changed = await edit({
        event_start_date: instantToWallTime(new Date(Date.now() - 4 * HOUR_MS), 'Australia/Sydney'),
      });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().errors).toEqual({ event_start_date: [MESSAGES.eventStartPast] });
    });
  });

  describe('features', () => {
    it('keeps still photo on and answers in the spec shape', async () => {
      const eventId = await client.createDraft(pro);
      const reply = await client.post(pro, 'event-feature', { eventId, still_photo: 0, video: true, gallery: '1' });
      expect(reply.statusCode).toBe(200);
      const { status, feature } = reply.json();
      expect(status).toBe(true);
      expect(feature.still_photo).toEqual([{ status: 1, lock: 'enable' }]);
      expect(feature.video).toEqual([{ status: 1, lock: 'enable' }]);
      expect(feature.gallery).toEqual([{ status: 1, lock: 'enable' }]);
      expect(feature.sharing).toEqual([{ status: 0, lock: 'disable' }]);
      expect((await client.show(pro, eventId)).feature).toEqual(feature);
    });

    it('turns off social, email, text messaging and microsite when sharing is unticked', async () => {
      const eventId = await client.createDraft(pro);
      await client.post(pro, 'event-feature', { eventId, sharing: 1 });
      await client.post(pro, 'event-option', {
        eventId,
        social_media: 1,
        email: 1,
        text_messaging: 1,
        microsite: 1,
        frame: 1,
        password: '1234',
      });
      await client.post(pro, 'event-feature', { eventId, sharing: 0 });
      expect((await client.show(pro, eventId)).event_option).toMatchObject({
        social_media: 0,
        email: 0,
        text_messaging: 0,
        microsite: 0,
        frame: 1,
        password: '1234',
      });
    });

    it('lets a trial organiser choose every feature but data capture', async () => {
      const eventId = await client.createDraft(trial);
      const refused = await client.post(trial, 'event-feature', { eventId, data_capture: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: MESSAGES.upgradePackage,
        errors: { data_capture: [MESSAGES.upgradePackage] },
      });
      expect((await client.post(trial, 'event-feature', { eventId, ...FEATURE_BODY })).statusCode).toBe(200);
      expect((await client.post(pro, 'event-feature', { eventId, data_capture: 1 })).statusCode).toBe(404);
    });
  });

  describe('options', () => {
    it('saves the ticked options and the four-digit admin password', async () => {
      const eventId = await client.createDraft(pro);
      const reply = await client.post(pro, 'event-option', { eventId, ...OPTION_BODY, data_capture: 1 });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        status: true,
        event_option: expect.objectContaining({
          social_media: 1,
          email: 1,
          frame: 1,
          data_capture: 1,
          gif: 0,
          password: '4821',
        }),
      });
    });

    it('asks for at least one option and a password of four digits', async () => {
      const eventId = await client.createDraft(pro);
      const none = await client.post(pro, 'event-option', { eventId, password: '1234' });
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({
        message: MESSAGES.chooseAnyOption,
        errors: { options: [MESSAGES.chooseAnyOption] },
      });
      for (const password of ['123', '12a4', '12345']) {
        const bad = await client.post(pro, 'event-option', { eventId, frame: 1, password });
        expect(bad.json().errors).toEqual({ password: [MESSAGES.adminPasswordDigits] });
      }
    });

    it('refuses options the trial package lacks, naming each', async () => {
      const eventId = await client.createDraft(trial);
      const reply = await client.post(trial, 'event-option', {
        eventId,
        text_messaging: 1,
        data_capture: 1,
        email: 1,
        password: '1234',
      });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().errors).toEqual({
        text_messaging: [MESSAGES.upgradePackage],
        data_capture: [MESSAGES.upgradePackage],
      });
      expect((await client.post(trial, 'event-option', { eventId, email: 1, password: '1234' })).statusCode).toBe(200);
    });
  });

  describe('submitting', () => {
    it('needs the features and options saved first', async () => {
      const eventId = await client.createDraft(pro);
      const noFeatures = await client.post(pro, `event/store/${eventId}`, {});
      expect(noFeatures.statusCode).toBe(422);
      expect(noFeatures.json().errors).toEqual({ feature: [MESSAGES.eventFeatureMissing] });
      await client.post(pro, 'event-feature', { eventId, ...FEATURE_BODY });
      const noOptions = await client.post(pro, `event/store/${eventId}`, {});
      expect(noOptions.json().errors).toEqual({ event_option: [MESSAGES.eventOptionsMissing] });
    });

    it('finalises a complete draft into an upcoming event, and answers a repeat the same way', async () => {
      const eventId = await client.readyDraft(pro);
      const reply = await client.post(pro, `event/store/${eventId}`, {});
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ status: true, event: { id: eventId, state: 'upcoming' } });
      const again = await client.post(pro, `event/store/${eventId}`, {});
      expect(again.json()).toEqual(reply.json());
      const continued = await client.get(pro, `continue/draft-event?eventId=${eventId}`);
      expect(continued.statusCode).toBe(404);
    });

    it('refuses to submit options the plan no longer includes', async () => {
      const member = await client.organiser('Monthly Pro');
      const eventId = await client.readyDraft(member);
      await client.post(member, 'event-option', { eventId, text_messaging: 1, password: '1234' });
      await t.app.platform.database.db
        .updateTable('memberships')
        .set({ expire_at: new Date(Date.now() - 60_000).toISOString() })
        .where('user_id', '=', member.user.id)
        .execute();
      expect((await client.post(member, `event/store/${eventId}`, {})).statusCode).toBe(403);
    });

    it('loads a draft to continue it, with everything saved so far', async () => {
      const eventId = await client.readyDraft(pro);
      const reply = await client.get(pro, `continue/draft-event?eventId=${eventId}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().event).toMatchObject({
        id: eventId,
        state: 'draft',
        feature: { sharing: [{ status: 1, lock: 'enable' }] },
        event_option: { social_media: 1, password: '4821' },
      });
    });
  });

  it('answers 401 without a session', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/v1/event-info', payload: eventInfoBody() });
    expect(reply.statusCode).toBe(401);
  });
});
