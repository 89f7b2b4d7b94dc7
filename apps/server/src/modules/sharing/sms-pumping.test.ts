import { SHARING_MESSAGES } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/events-client.ts';
import { type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)(
  'guest text messages are held to the organiser’s countries and daily caps, on %s',
  (dialect) => {
    let t: TestApp;
    let calls: ReturnType<typeof shareCalls>;
    let numbers = 0;
    const nextAustralian = () => `+6141200${String(++numbers).padStart(4, '0')}`;

    beforeAll(async () => {
      t = await createTestApp(dialect, { smsDailyCaps: { perGallery: 3, perOrganiser: 5 } });
      calls = shareCalls(t.app);
    });
    afterAll(() => t.close());

    const inZone = async (event: SharingEvent, timeZone: string) => {
      await t.app.platform.database.db
        .updateTable('events')
        .set({ time_zone: timeZone })
        .where('id', '=', event.eventId)
        .execute();
    };
    const text = (event: SharingEvent, phone: string) =>
      calls.byMessage({ event_id: event.eventId, media_id: event.photo.id, sharing_platform: 'sms', phone });
    const limitShown = async (event: SharingEvent) => {
      const reply = await t.app.inject({
        url: `/api/v1/event-social-share/${event.eventId}`,
        headers: bearer(event.member),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().sms_limit_reached;
    };

    it("texts only numbers of the event's time zone's country by default", async () => {
      const event = await sharingEvent(t);
      await inZone(event, 'Australia/Sydney');
      expect((await text(event, nextAustralian())).statusCode).toBe(200);
      expect((await text(event, '0412 000 999')).statusCode).toBe(200);
      const abroad = await text(event, '+447700900123');
      expect(abroad.statusCode).toBe(422);
      expect(abroad.json().errors).toEqual({ phone: [SHARING_MESSAGES.smsCountryNotAllowed] });
    });

    it('texts only the countries the organiser chose, when they chose some', async () => {
      const event = await sharingEvent(t);
      await inZone(event, 'Australia/Sydney');
      const saved = await event.client.post(event.member, 'text-sms', {
        eventId: event.eventId,
        text_message: 'Your photo:',
        sms_countries: ['gb', 'NZ'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await text(event, '+447700900123')).statusCode).toBe(200);
      expect((await text(event, '+64211234567')).statusCode).toBe(200);
      expect((await text(event, nextAustralian())).statusCode).toBe(422);
      // A national number is the event's own country's, which the organiser left out.
      expect((await text(event, '0412 000 998')).statusCode).toBe(422);
      const wrong = await event.client.post(event.member, 'text-sms', {
        eventId: event.eventId,
        text_message: 'Your photo:',
        sms_countries: ['Britain'],
      });
      expect(wrong.statusCode).toBe(422);
      // Two letters that name no country are refused too, not saved as a choice that never matches.
      const unknown = await event.client.post(event.member, 'text-sms', {
        eventId: event.eventId,
        text_message: 'Your photo:',
        sms_countries: ['ZZ'],
      });
      expect(unknown.statusCode).toBe(422);
    });

    it('stops a gallery at its daily cap and an organiser at theirs, and tells the organiser', async () => {
      const first = await sharingEvent(t);
      const second = await first.client.eventWith(first.member, {}, { email: 1, text_messaging: 1, microsite: 1 });
      expect(await limitShown(first)).toBeNull();
      for (let i = 0; i < 3; i++) expect((await text(first, nextAustralian())).statusCode).toBe(200);
      const capped = await text(first, nextAustralian());
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toBe(SHARING_MESSAGES.smsDailyCapReached);
      // Room again once the first message of the last 24 hours lapses, a day after it was sent.
      const wait = Number(capped.headers['retry-after']);
      expect(wait).toBeGreaterThan(24 * 60 * 60 - 120);
      expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
      expect(capped.json().retry_after).toBe(wait);
      expect(await limitShown(first)).toBe('gallery');

      const other = { ...first, eventId: second, photo: await addPhoto(second) };
      for (let i = 0; i < 2; i++) expect((await text(other, nextAustralian())).statusCode).toBe(200);
      expect((await text(other, nextAustralian())).statusCode).toBe(429);
      expect(await limitShown(other)).toBe('organiser');
    });

    const addPhoto = async (eventId: number) => {
      const { mediaFixtures } = await import('../../test/media-fixtures.ts');
      return mediaFixtures(t.app).add(eventId, 'photo', new Date().toISOString());
    };
  },
);
