import { MEDIA_UPLOAD_MESSAGES, VOUCHER_MESSAGES, yourDataPath } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOTH_PASSWORD, signInBooth } from '../../test/booth-client.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { readableMail, readOutbox } from '../../test/outbox.ts';
import { readSmsOutbox } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { getVoucherDetails, postVoucher, type VoucherEvent, voucherEvent } from '../../test/vouchers-client.ts';

describe.each(TEST_DIALECTS)('a booth giving out vouchers on %s', (dialect) => {
  let t: TestApp;
  let event: VoucherEvent;

  const issue = (body: Record<string, unknown>, token = event.token) => postVoucher(t.app, token, body);
  const drink = () => event.offers.drink;
  /** The vouchers of the test's event. */
  const voucherRows = () =>
    t.app.platform.database.db.selectFrom('vouchers').selectAll().where('event_id', '=', event.eventId).execute();

  const inTimeZone = (timeZone: string) =>
    t.app.platform.database.db
      .updateTable('events')
      .set({ time_zone: timeZone })
      .where('id', '=', event.eventId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  // Each test has an event of its own, with its offers and booth.
  beforeEach(async () => {
    event = await voucherEvent(t);
  });

  it('gives a voucher of one of the event’s offers, with its page address and the offer’s expiry', async () => {
    const reply = await issue({ offer_id: drink() });
    expect(reply.statusCode).toBe(200);
    const { voucher } = replyOf(reply);
    expect(voucher).toMatchObject({ offer_id: drink(), offer_name: 'Free drink', lead_id: null, claimed_at: null });
    expect(voucher.voucher_no).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(voucher.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(voucher.page_url).toBe(
      `${t.config.appUrl}/offer/avail/${event.eventId}/${voucher.uuid}/${voucher.voucher_no}`,
    );
    const offer = await t.app.platform.database.db
      .selectFrom('incentive_offers')
      .select('expire_at')
      .where('id', '=', drink())
      .executeTakeFirstOrThrow();
    expect(voucher.expires_at).toBe(offer.expire_at);

    const second = replyOf(await issue({ offer_id: drink() })).voucher;
    expect(second.voucher_no).not.toBe(voucher.voucher_no);
    expect(second.uuid).not.toBe(voucher.uuid);
  });

  it('answers the same voucher to a retry with the same client_id, even once the offer is used up', async () => {
    const body = { offer_id: drink(), client_id: 'booth-1-voucher-0001' };
    const first = replyOf(await issue(body)).voucher;
    for (let i = 0; i < 4; i++) expect((await issue({ offer_id: drink() })).statusCode).toBe(200);
    const again = await issue(body);
    expect(again.statusCode).toBe(200);
    expect(replyOf(again).voucher).toEqual(first);
    expect(await voucherRows()).toHaveLength(5);
  });

  it('answers 409 to another booth sending a client id this booth’s voucher has, and never its page', async () => {
    const body = { offer_id: drink(), client_id: 'booth-1-voucher-0002' };
    const first = replyOf(await issue(body)).voucher;
    const otherBooth = await signInBooth(t.app, event.uuid, BOOTH_PASSWORD, '203.0.113.77');
    const reused = await issue(body, otherBooth);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused, 409).message).toBe(MEDIA_UPLOAD_MESSAGES.clientIdOfOtherBooth);
    expect(reused.body).not.toContain(first.voucher_no);
    expect(await voucherRows()).toHaveLength(1);
    // The booth that gave it still gets it again.
    expect(replyOf(await issue(body)).voucher).toEqual(first);
  });

  it('gives out exactly as many vouchers as the offer’s uses when 20 booths ask at once', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 4 }, (_, index) => signInBooth(t.app, event.uuid, BOOTH_PASSWORD, `203.0.113.${index + 1}`)),
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => issue({ offer_id: drink() }, tokens[index % tokens.length])),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(errorOf(defined(replies.find((reply) => reply.statusCode === 409)), 409)).toEqual({
      message: VOUCHER_MESSAGES.offerUsedUp,
    });
    expect(await voucherRows()).toHaveLength(5);
    // The other offer has its own uses.
    expect((await issue({ offer_id: event.offers.print })).statusCode).toBe(200);
  });

  it('sends the voucher’s link by e-mail and SMS when asked, once however often the request is retried', async () => {
    await inTimeZone('Australia/Sydney');
    const body = {
      offer_id: drink(),
      client_id: 'booth-1-voucher-send',
      send_email: 'Ada@Example.com',
      send_sms: '0412 345 678',
    };
    const { voucher } = replyOf(await issue(body));
    await issue(body);
    const mails = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes('ada@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your voucher: Free drink');
    expect(mails[0]?.raw.replace(/=\r?\n/g, '')).toContain(voucher.page_url);
    const sms = (await readSmsOutbox(t.app, t.config.dataDir)).filter((message) => message.to === '+61412345678');
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain('Free drink');
    expect(sms[0]?.text).toContain(voucher.page_url);
    const ledger = await t.app.platform.database.db
      .selectFrom('shares')
      .select(['purpose', 'channel', 'state', 'voucher_id'])
      .where('purpose', '=', 'voucher')
      .where('event_id', '=', event.eventId)
      .execute();
    expect(ledger).toHaveLength(2);
    expect(ledger.every((row) => row.voucher_id === voucher.id && row.state === 'sent')).toBe(true);
  });

  it('sends the voucher in the language the guest chose, its expiry written the language’s way on the event’s clock, its data link in it', async () => {
    await inTimeZone('Europe/Madrid');
    const languages = { languages: ['en', 'es'], default_language: 'en', translated_texts: {} };
    await t.app.platform.database.db
      .updateTable('events')
      .set({ languages: JSON.stringify(languages) })
      .where('id', '=', event.eventId)
      .execute();
    const { voucher } = replyOf(await issue({ offer_id: drink(), send_email: 'lucia@example.com', language: 'es' }));
    const [mail] = (await readOutbox(t.app, t.config.dataDir)).filter((one) => one.to === 'lucia@example.com');
    expect(mail?.subject).toBe('Tu cupón: Free drink');
    const text = readableMail(mail?.raw ?? '');
    expect(text).toContain('Aquí tienes tu cupón de');
    const expires = new Intl.DateTimeFormat('es', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    }).format(new Date(voucher.expires_at));
    expect(text).toContain(`Válido hasta el ${expires}.`);
    // Its way to the guest's data page opens it in Spanish.
    expect(text).toContain(`sobre ti: ${t.config.appUrl}${yourDataPath(event.uuid, 'es')}`);
    // Its link opens the page in Spanish, which tells the page the event's languages and clock.
    expect(text).toContain(`${voucher.page_url}?lang=es`);
    const page = await getVoucherDetails(t.app, {
      eventId: event.eventId,
      uuid: voucher.uuid,
      voucherNo: voucher.voucher_no,
    });
    expect(replyOf(page).qr_code_details).toMatchObject({
      languages: ['en', 'es'],
      default_language: 'en',
      time_zone: 'Europe/Madrid',
    });
  });

  it('ties a voucher to a lead of the event only, whose name its page shows', async () => {
    const db = t.app.platform.database.db;
    const other = await voucherEvent(t);
    const leadOf = async (eventId: number) =>
      (
        await db
          .insertInto('leads')
          .values({
            event_id: eventId,
            name: 'Ada Guest',
            email: 'ada@example.com',
            mobile: null,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ours = await leadOf(event.eventId);
    const theirs = await leadOf(other.eventId);
    const tied = replyOf(await issue({ offer_id: drink(), lead_id: ours })).voucher;
    expect(tied.lead_id).toBe(ours);
    const page = await getVoucherDetails(t.app, {
      eventId: event.eventId,
      uuid: tied.uuid,
      voucherNo: tied.voucher_no,
    });
    expect(replyOf(page).qr_code_details.user_name).toBe('Ada Guest');
    const refused = await issue({ offer_id: drink(), lead_id: theirs });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused, 422)).toEqual({
      message: VOUCHER_MESSAGES.leadUnknown,
      errors: { lead_id: [VOUCHER_MESSAGES.leadUnknown] },
    });
  });

  it('refuses another event’s offer, an unknown offer and a malformed body', async () => {
    const other = await voucherEvent(t);
    for (const offerId of [other.offers.drink, 999_999]) {
      const reply = await issue({ offer_id: offerId });
      expect(reply.statusCode).toBe(422);
      expect(errorOf(reply, 422).errors).toEqual({ offer_id: [VOUCHER_MESSAGES.offerUnknown] });
    }
    const malformed = await issue({ offer_id: 'x', client_id: 'short', send_email: 'not-mail', send_sms: 'abc' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(errorOf(malformed, 422).errors).sort()).toEqual([
      'client_id',
      'offer_id',
      'send_email',
      'send_sms',
    ]);
    expect(await voucherRows()).toHaveLength(0);
  });

  it('refuses an expired offer', async () => {
    await t.app.platform.database.db
      .updateTable('incentive_offers')
      .set({ expire_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', drink())
      .execute();
    const reply = await issue({ offer_id: drink() });
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply, 409)).toEqual({ message: VOUCHER_MESSAGES.offerExpired });
  });

  it('refuses an event whose offers option is off', async () => {
    await t.app.platform.database.db
      .updateTable('events')
      .set({ options: JSON.stringify({ social_media: 1, incentive_offer: 0 }) })
      .where('id', '=', event.eventId)
      .execute();
    const reply = await issue({ offer_id: drink() });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).message).toBe(VOUCHER_MESSAGES.offersOff);
  });

  it('needs a booth token: none, a bad one and an organiser’s are refused', async () => {
    for (const token of ['', 'not-a-token', event.owner.token]) {
      const reply = await issue({ offer_id: drink() }, token);
      expect(reply.statusCode).toBe(401);
      expect(errorOf(reply, 401)).toEqual({ message: MESSAGES.unauthenticated });
    }
    expect(await voucherRows()).toHaveLength(0);
  });
});
