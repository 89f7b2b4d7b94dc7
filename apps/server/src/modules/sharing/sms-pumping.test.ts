import {
  analyticsEndpoints,
  deliveriesEndpoints,
  type EndpointDefinition,
  SHARING_MESSAGES,
  sharingEndpoints,
  smsEndpoints,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppReply, callApp, errorOf, replyOf } from '../../test/call-app.ts';
import {
  boothSharingEvent,
  freshAddress,
  postBoothShare,
  readSmsOutbox,
  type SharingEvent,
  shareCalls,
  sharingEvent,
} from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { postVoucher, voucherEvent } from '../../test/vouchers-client.ts';

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

    const inZone = async (event: { eventId: number }, timeZone: string) => {
      await t.app.platform.database.db
        .updateTable('events')
        .set({ time_zone: timeZone })
        .where('id', '=', event.eventId)
        .execute();
    };
    /** A guest's text of the event's photo, from an address of its own. */
    const text = (event: Pick<SharingEvent, 'eventId' | 'photo'>, phone: string) =>
      callApp(t.app, sharingEndpoints.shareByMessage, {
        body: { event_id: event.eventId, media_id: event.photo.id, sharing_platform: 'sms', phone },
        remoteAddress: freshAddress(),
      });
    const limitShown = async (event: SharingEvent) => {
      const reply = await callApp(t.app, analyticsEndpoints.socialShare, {
        params: { id: event.eventId },
        token: event.member.token,
      });
      return replyOf(reply).sms_limit_reached;
    };

    it("texts only numbers of the event's time zone's country by default", async () => {
      const event = await sharingEvent(t);
      await inZone(event, 'Australia/Sydney');
      expect((await text(event, nextAustralian())).statusCode).toBe(200);
      expect((await text(event, '0412 000 999')).statusCode).toBe(200);
      const abroad = await text(event, '+447700123456');
      expect(abroad.statusCode).toBe(422);
      expect(errorOf(abroad, 422).errors).toEqual({ phone: [SHARING_MESSAGES.smsCountryNotAllowed] });
    });

    it('texts only the countries the organiser chose, when they chose some', async () => {
      const event = await sharingEvent(t);
      await inZone(event, 'Australia/Sydney');
      const countries = (sms_countries: string[]) =>
        event.client.call(event.member, smsEndpoints.save, {
          body: { eventId: event.eventId, text_message: 'Your photo:', sms_countries },
        });
      const saved = await countries(['gb', 'NZ']);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await text(event, '+447700123456')).statusCode).toBe(200);
      expect((await text(event, '+64211234567')).statusCode).toBe(200);
      expect((await text(event, nextAustralian())).statusCode).toBe(422);
      // A national number is the event's own country's, which the organiser left out.
      expect((await text(event, '0412 000 998')).statusCode).toBe(422);
      expect((await countries(['Britain'])).statusCode).toBe(422);
      // Two letters that name no country are refused too, not saved as a choice that never matches.
      expect((await countries(['ZZ'])).statusCode).toBe(422);
    });

    it('stops a gallery at its daily cap and an organiser at theirs, and tells the organiser', async () => {
      const first = await sharingEvent(t);
      const second = await first.client.eventWith(first.member, {}, { email: 1, text_messaging: 1, microsite: 1 });
      expect(await limitShown(first)).toBeNull();
      for (let i = 0; i < 3; i++) expect((await text(first, nextAustralian())).statusCode).toBe(200);
      const capped = await text(first, nextAustralian());
      expect(errorOf(capped, 429).message).toBe(SHARING_MESSAGES.smsDailyCapReached);
      // Room again once the first message of the last 24 hours lapses, a day after it was sent.
      const wait = Number(capped.headers['retry-after']);
      expect(wait).toBeGreaterThan(24 * 60 * 60 - 120);
      expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
      expect(errorOf(capped, 429).retry_after).toBe(wait);
      expect(await limitShown(first)).toBe('gallery');

      const other = { ...first, eventId: second, photo: await addPhoto(second) };
      for (let i = 0; i < 2; i++) expect((await text(other, nextAustralian())).statusCode).toBe(200);
      expect((await text(other, nextAustralian())).statusCode).toBe(429);
      expect(await limitShown(other)).toBe('organiser');
    });

    /** Texts the photo to a number; the gallery's and the booth's calls refuse a number alike. */
    type TextTo = (phone: string) => Promise<AppReply<EndpointDefinition>>;
    /** An event with a photo, in `timeZone`, and a way to text that photo to a number by one share path. */
    const SHARE_PATHS = {
      'the gallery': async (timeZone: string): Promise<TextTo> => {
        const event = await sharingEvent(t);
        await inZone(event, timeZone);
        return (phone: string) => text(event, phone);
      },
      'a booth': async (timeZone: string): Promise<TextTo> => {
        const event = await boothSharingEvent(t);
        await inZone(event, timeZone);
        return (phone: string) =>
          postBoothShare(t.app, event.token, { client_id: `booth-text-${++numbers}`, media_id: event.photo.id, phone });
      },
    };

    describe.each(Object.keys(SHARE_PATHS) as (keyof typeof SHARE_PATHS)[])('shares from %s', (path) => {
      it('texts a New York event’s US numbers only, read by their country, not their calling code', async () => {
        const send = await SHARE_PATHS[path]('America/New_York');
        const us = await send('+1 212 555 0123');
        expect(us.statusCode, us.body).toBe(200);
        // A national number is read as the event's own country's, and sent in international form.
        expect((await send('(201) 555-0123')).statusCode).toBe(200);
        expect((await readSmsOutbox(t.app, t.config.dataDir)).map((sms) => sms.to)).toEqual(
          expect.arrayContaining(['+12125550123', '+12015550123']),
        );
        // Jamaica shares the US calling code +1.
        const jamaica = await send('+1 876 927 1234');
        expect(errorOf(jamaica, 422).errors).toEqual({ phone: [SHARING_MESSAGES.smsCountryNotAllowed] });
        // A British number written without `+` is not a US number.
        for (const phone of ['447700900123', '0044 7700 900123']) {
          const british = await send(phone);
          expect(errorOf(british, 422).errors, phone).toEqual({ phone: [SHARING_MESSAGES.smsNumberUnreadable] });
        }
      });

      it('asks for the country code at an event whose time zone names no country', async () => {
        const send = await SHARE_PATHS[path]('UTC');
        const national = await send('0412 000 777');
        expect(errorOf(national, 422).errors).toEqual({ phone: [SHARING_MESSAGES.smsNumberUnreadable] });
        expect((await send(nextAustralian())).statusCode).toBe(200);
      });
    });

    it('holds a booth’s shares to the same daily cap as the gallery’s: both count toward it', async () => {
      const event = await boothSharingEvent(t);
      await inZone(event, 'Australia/Sydney');
      const byBooth = (phone: string) =>
        postBoothShare(t.app, event.token, { client_id: `booth-cap-${++numbers}`, media_id: event.photo.id, phone });
      const byGallery = (phone: string) => text(event, phone);
      expect((await byBooth(nextAustralian())).statusCode).toBe(200);
      expect((await byGallery(nextAustralian())).statusCode).toBe(200);
      expect((await byBooth(nextAustralian())).statusCode).toBe(200);
      const capped = await byBooth(nextAustralian());
      expect(errorOf(capped, 429).message).toBe(SHARING_MESSAGES.smsDailyCapReached);
      expect((await byGallery(nextAustralian())).statusCode).toBe(429);
      // An e-mail share is not a text message: it still goes.
      const mail = await postBoothShare(t.app, event.token, {
        client_id: `booth-cap-${++numbers}`,
        media_id: event.photo.id,
        email: 'capped@example.com',
      });
      expect(mail.statusCode, mail.body).toBe(200);
    });

    it('holds a voucher sent by SMS to the same rule, before the voucher is given', async () => {
      const event = await voucherEvent(t);
      await inZone(event, 'America/New_York');
      const abroad = await postVoucher(t.app, event.token, {
        offer_id: event.offers.drink,
        send_sms: '+1 876 927 1234',
      });
      expect(abroad.statusCode).toBe(422);
      expect(errorOf(abroad, 422).errors).toEqual({ send_sms: [SHARING_MESSAGES.smsCountryNotAllowed] });
      const given = await t.app.platform.database.db
        .selectFrom('vouchers')
        .select('id')
        .where('event_id', '=', event.eventId)
        .execute();
      expect(given).toEqual([]);
      const home = await postVoucher(t.app, event.token, { offer_id: event.offers.drink, send_sms: '+1 212 555 0199' });
      expect(home.statusCode, home.body).toBe(200);
    });

    it('fails at once, with the reason, an SMS to a number the event does not text, whatever sends it', async () => {
      const event = await sharingEvent(t);
      await inZone(event, 'America/New_York');
      // A message to a lead that failed (as before this rule), which the organiser sends again.
      const { id } = await t.app.platform.database.db
        .insertInto('shares')
        .values({
          event_id: event.eventId,
          channel: 'sms',
          purpose: 'lead_message',
          recipient: '+1 876 927 1234',
          message: 'Your prints are ready',
          state: 'failed',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const resent = await callApp(t.app, deliveriesEndpoints.resendOne, {
        params: { id: event.eventId, deliveryId: id },
        token: event.member.token,
      });
      expect(resent.statusCode, resent.body).toBe(200);
      const row = await calls.row(id);
      expect(row).toMatchObject({ state: 'failed', failure_reason: SHARING_MESSAGES.smsCountryNotAllowed });
      expect((await readSmsOutbox(t.app, t.config.dataDir)).map((sms) => sms.to)).not.toContain('+18769271234');
    });

    const addPhoto = async (eventId: number) => {
      const { mediaFixtures } = await import('../../test/media-fixtures.ts');
      return mediaFixtures(t.app).add(eventId, 'photo', new Date().toISOString());
    };
  },
);
