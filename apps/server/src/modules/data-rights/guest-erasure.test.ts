/**
 * A guest erases what an event holds about them, on each database with the media in an S3
 * bucket: after it no row of any table and no file in the bucket holds their address, number or
 * captures, another guest's data is untouched, the analytics and dashboard totals are the same,
 * and the organiser sees that an erasure happened and when, nothing more.
 */
import {
  analyticsEndpoints,
  DATA_RIGHTS_MESSAGES,
  dashboardEndpoints,
  dataRightsEndpoints,
  leadEndpoints,
  yourDataPath,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { dataRightsEvent, type Guest, guestDataCalls, newGuest, tablesHolding } from '../../test/data-rights-setup.ts';
import { findLink, readOutbox } from '../../test/outbox.ts';
import { readZip } from '../../test/read-zip.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { readSmsOutbox } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

/** Every way the guest's number is written in a row: as typed on the form, and as the SMS went. */
const numberForms = (guest: Guest) => [
  guest.phone,
  guest.phone.replace(/\s/g, ''),
  guest.phone.replace(/\D/g, '').slice(2),
];

describe.each(TEST_DIALECTS)('a guest erasing their data on %s with S3 storage', (dialect) => {
  let s3: S3TestServer;
  let t: TestApp;
  let event: Awaited<ReturnType<typeof dataRightsEvent>>;
  let calls: ReturnType<typeof guestDataCalls>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp(dialect, { s3: s3.settings });
    event = await dataRightsEvent(t);
    calls = guestDataCalls(t, event.uuid);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const totals = async () => {
    const params = { id: event.eventId };
    const token = event.member.token;
    return {
      funnel: replyOf(await callApp(t.app, analyticsEndpoints.funnel, { params, token })).funnel,
      shares: replyOf(await callApp(t.app, analyticsEndpoints.socialShare, { params, token })).single_social_share,
      dashboard: replyOf(await callApp(t.app, dashboardEndpoints.analytics, { token })),
      dashboardShares: replyOf(await callApp(t.app, dashboardEndpoints.socialShare, { token })),
    };
  };

  it('confirms the address with a mailed code, downloads everything, erases it with a receipt and leaves no trace', async () => {
    const ada = newGuest();
    const other = newGuest();
    const adaPhoto = await event.visit(ada);
    const otherPhoto = await event.visit(other);
    // Guests opened Ada's photo in the gallery three times.
    await t.app.platform.database.db
      .insertInto('media_views')
      .values({ media_id: adaPhoto.id, event_id: event.eventId, views: 3 })
      .execute();
    const adaKeys = (await s3.keys()).filter((key) => key.includes(adaPhoto.fileKey.replace(/\.\w+$/, '')));
    expect(adaKeys.length).toBeGreaterThanOrEqual(2);
    expect(await tablesHolding(t.app.platform.database.db, [ada.email])).toEqual(
      expect.arrayContaining(['leads', 'shares']),
    );
    const before = await totals();

    // The e-mail her photo came in links to the page where she asks.
    const shareMail = (await readOutbox(t.app, t.config.dataDir)).find((mail) => mail.to === ada.email);
    expect(findLink(shareMail?.raw ?? '', `${t.config.appUrl}/your-data/`)).toBe(
      `${t.config.appUrl}${yourDataPath(event.uuid)}`,
    );

    // Ada asks with her address written her own way; the code comes to it.
    const requested = await calls.request(ada.email.toUpperCase());
    expect(replyOf(requested)).toMatchObject({ channel: 'email', message: DATA_RIGHTS_MESSAGES.codeSent });
    const code = await calls.codeMailedTo(ada.email);
    const { request_id: requestId } = replyOf(requested);
    const wrong = await calls.confirm(requestId, code === '000000' ? '111111' : '000000');
    expect(errorOf(wrong, 422).errors).toEqual({ code: [DATA_RIGHTS_MESSAGES.codeWrong] });
    const confirmed = replyOf(await calls.confirm(requestId, code));
    expect(confirmed.holdings).toEqual({ leads: 1, consents: 1, shares: 2, captures: 1 });
    // A code opens one pass only.
    expect(errorOf(await calls.confirm(requestId, code), 410).message).toBe(DATA_RIGHTS_MESSAGES.requestClosed);

    // The download: her lead, consent and message in data.json, her photo's original beside it.
    const link = replyOf(await callApp(t.app, dataRightsEndpoints.exportLink, { body: { pass: confirmed.pass } }));
    // A link whose signature is not the server's opens nothing.
    const forged = await t.app.inject({ url: link.url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`) });
    expect(forged.statusCode).toBe(403);
    const download = await t.app.inject({ url: link.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const entries = await readZip(download.rawPayload);
    const document = JSON.parse(entries.find((entry) => entry.name === 'data.json')?.bytes.toString() ?? '{}');
    expect(document.contact_records).toEqual([
      expect.objectContaining({ name: ada.name, email: ada.email, mobile: ada.phone, consent: expect.any(Object) }),
    ]);
    expect(document.messages).toEqual([
      expect.objectContaining({ channel: 'email', to: ada.email }),
      expect.objectContaining({ channel: 'sms' }),
    ]);
    expect(JSON.stringify(document)).not.toContain(other.email);
    const photoEntry = entries.find((entry) => entry.name.startsWith('captures/'));
    expect(photoEntry?.bytes.equals(adaPhoto.bytes)).toBe(true);

    // The erasure, captures too; the receipt on screen and by mail.
    const erased = await callApp(t.app, dataRightsEndpoints.erase, { body: { pass: confirmed.pass, captures: true } });
    const { receipt } = replyOf(erased);
    expect(receipt.erased).toEqual({ leads: 1, consents: 1, shares: 2, captures: 1 });
    const receiptMail = (await readOutbox(t.app, t.config.dataDir)).find(
      (mail) => mail.to.toLowerCase() === ada.email && mail.subject.startsWith('Your data was erased'),
    );
    expect(receiptMail?.raw).toContain(receipt.receipt_no);

    // No row of any table holds her address or number; no file in the bucket is her photo's.
    expect(await tablesHolding(t.app.platform.database.db, [ada.email, ...numberForms(ada)])).toEqual([]);
    expect((await s3.keys()).filter((key) => adaKeys.includes(key))).toEqual([]);
    const mediaRows = await t.app.platform.database.db.selectFrom('media_items').select('id').execute();
    expect(mediaRows.map((row) => row.id)).toEqual([otherPhoto.id]);

    // The other guest's data is all there.
    expect(await tablesHolding(t.app.platform.database.db, [other.email])).toEqual(
      expect.arrayContaining(['leads', 'shares']),
    );
    expect(await s3.keys()).toContain(otherPhoto.fileKey);
    const leads = replyOf(
      await callApp(t.app, leadEndpoints.eventLeads, {
        params: { id: event.eventId },
        query: {},
        token: event.member.token,
      }),
    );
    expect(JSON.stringify(leads)).toContain(other.email);
    expect(JSON.stringify(leads)).not.toContain(ada.email);

    // Every total counts what was erased, without the person.
    expect(await totals()).toEqual(before);

    // The organiser sees one erasure and when; another organiser sees nothing of this event.
    const erasures = replyOf(
      await callApp(t.app, dataRightsEndpoints.erasures, {
        params: { eventId: event.eventId },
        token: event.member.token,
      }),
    );
    expect(erasures).toEqual({ total: 1, erasures: [{ erased_at: receipt.erased_at }] });
    const stranger = await event.client.organiser('Monthly Pro');
    const refused = await callApp(t.app, dataRightsEndpoints.erasures, {
      params: { eventId: event.eventId },
      token: stranger.token,
    });
    expect(refused.statusCode).toBe(404);

    // The pass is spent.
    const again = await callApp(t.app, dataRightsEndpoints.erase, { body: { pass: confirmed.pass, captures: true } });
    expect(errorOf(again, 401).message).toBe(DATA_RIGHTS_MESSAGES.passExpired);
  });

  it('confirms a mobile number by SMS, and keeps the captures when the guest does not erase them', async () => {
    const guest = newGuest();
    const photo = await event.visit(guest);
    const requested = replyOf(await calls.request(guest.phone.replace(/\s/g, '')));
    expect(requested.channel).toBe('sms');
    const texts = await readSmsOutbox(t.app, t.config.dataDir);
    const code = /Your code is (\d{6})/.exec(
      texts.filter((text) => text.text.includes('Your code')).at(-1)?.text ?? '',
    )?.[1];
    const confirmed = replyOf(await calls.confirm(requested.request_id, code ?? ''));
    // By number: the lead with it and the SMS to it.
    expect(confirmed.holdings).toEqual({ leads: 1, consents: 1, shares: 2, captures: 1 });
    const { receipt } = replyOf(
      await callApp(t.app, dataRightsEndpoints.erase, { body: { pass: confirmed.pass, captures: false } }),
    );
    expect(receipt.erased.captures).toBe(0);
    expect(await tablesHolding(t.app.platform.database.db, numberForms(guest))).toEqual([]);
    expect(await s3.keys()).toContain(photo.fileKey);
  });

  it('sends no code to an address the event holds nothing under, yet answers alike', async () => {
    const stranger = newGuest();
    const reply = replyOf(await calls.request(stranger.email));
    expect(reply.message).toBe(DATA_RIGHTS_MESSAGES.codeSent);
    expect((await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to === stranger.email)).toEqual([]);
    expect(errorOf(await calls.confirm(reply.request_id, '123456'), 410).message).toBe(
      DATA_RIGHTS_MESSAGES.requestClosed,
    );
  });

  it('closes a request after five wrong codes, and holds an address to three requests an hour', async () => {
    const guest = newGuest();
    await event.visit(guest);
    const { request_id: requestId } = replyOf(await calls.request(guest.email));
    const code = await calls.codeMailedTo(guest.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1)
      expect((await calls.confirm(requestId, wrong)).statusCode).toBe(422);
    expect((await calls.confirm(requestId, wrong)).statusCode).toBe(410);
    expect(errorOf(await calls.confirm(requestId, code), 410).message).toBe(DATA_RIGHTS_MESSAGES.requestClosed);
    expect((await calls.request(guest.email)).statusCode).toBe(200);
    expect((await calls.request(guest.email)).statusCode).toBe(200);
    expect((await calls.request(guest.email)).statusCode).toBe(429);
    // The rate limit's store keeps a hash, never the address.
    expect(await tablesHolding(t.app.platform.database.db, [`data-request:${guest.email}`])).toEqual([]);
  });
});
