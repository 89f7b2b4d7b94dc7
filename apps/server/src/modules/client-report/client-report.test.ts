import { analyticsEndpoints, clientReportEndpoints, printingCalls, publicGalleryEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser } from '../../test/accounts-client.ts';
import { activityFixtures, utcDaysAgo } from '../../test/activity-fixtures.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { PDF_UNAVAILABLE_TEXT } from './report-pdf.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DIALECTS)('client report on %s', (dialect) => {
  let t: TestApp;
  let counter = 0;
  const db = () => t.app.platform.database.db;
  const newMember = () =>
    registerVerifiedUser(t.app, t.config.dataDir, `client-report${++counter}@example.com`, t.config.appUrl);
  const newEvent = async (member: SignedIn, timeZone = 'UTC') => {
    const id = await activityFixtures(t.app).addEvent(member.user.id, 'final', -DAY_MS, DAY_MS);
    await db().updateTable('events').set({ time_zone: timeZone }).where('id', '=', id).execute();
    return id;
  };
  const report = (member: SignedIn | null, id: number) =>
    callApp(t.app, clientReportEndpoints.report, { params: { id }, token: member?.token });
  const makeLink = (member: SignedIn | null, id: number, expiresAt?: string) =>
    callApp(t.app, clientReportEndpoints.createLink, {
      params: { id },
      body: expiresAt ? { expires_at: expiresAt } : {},
      token: member?.token,
    });
  const shared = (token: string) => callApp(t.app, clientReportEndpoints.shared, { params: { token } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { pdfChromiumPath: '/no/such/chromium' });
  });
  afterAll(() => t.close());

  it('answers every figure as the analytics calls do, on the event clock, with approved top captures only', async () => {
    const member = await newMember();
    await db().updateTable('users').set({ company_name: 'Flash Booths' }).where('id', '=', member.user.id).execute();
    const fixtures = activityFixtures(t.app);
    const eventId = await newEvent(member, 'Asia/Kolkata');
    const today = utcDaysAgo(0);
    // 10:00 UTC is 15:30 in Kolkata; 20:00 UTC is 01:30 the next day.
    const day = today.slice(0, 10);
    await fixtures.addMedia(eventId, `${day}T10:00:00.000Z`, 3);
    await fixtures.addMedia(eventId, `${day}T20:00:00.000Z`, 1);
    await db()
      .updateTable('media_items')
      .set({ media_type: 'gif' })
      .where('event_id', '=', eventId)
      .where('captured_at', '=', `${day}T20:00:00.000Z`)
      .execute();
    const media = await db()
      .selectFrom('media_items')
      .select('id')
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    const [approved, pending, rejected] = media.map((row) => row.id);
    await db()
      .updateTable('media_items')
      .set({ moderation: 'pending' })
      .where('id', '=', pending as number)
      .execute();
    await db()
      .updateTable('media_items')
      .set({ moderation: 'rejected' })
      .where('id', '=', rejected as number)
      .execute();
    await db()
      .insertInto('media_views')
      .values([
        { media_id: pending as number, event_id: eventId, views: 9 },
        { media_id: rejected as number, event_id: eventId, views: 8 },
      ])
      .execute();
    await fixtures.addShares(eventId, 'email', today, 3);
    await fixtures.addShares(eventId, 'whatsapp', today, 2);
    await fixtures.addLeads(eventId, today, 4);
    const leadIds = await db().selectFrom('leads').select('id').where('event_id', '=', eventId).execute();
    await db()
      .updateTable('leads')
      .set({ marketing_consent: 1 })
      .where('id', '=', leadIds[0]?.id as number)
      .execute();
    await db()
      .insertInto('vouchers')
      .values(
        [today, null].map((claimedAt, index) => ({
          event_id: eventId,
          offer_name: 'Free coffee',
          uuid: `00000000-0000-4000-8000-00000000000${index}`,
          voucher_no: `V${eventId}-${index}`,
          expires_at: utcDaysAgo(-5),
          claimed_at: claimedAt,
          created_at: today,
        })),
      )
      .execute();
    // Two print jobs at the booth: 2 sheets and 1.
    await db()
      .insertInto('print_jobs')
      .values(
        [2, 1].map((copies, index) => ({
          event_id: eventId,
          client_id: `p_report_${eventId}_${index}`,
          media_client_id: `c_report_${eventId}_${index}`,
          copies,
          offline: 0,
          booth_name: 'Foyer',
          booth_session_id: null,
          printed_at: today,
          created_at: today,
        })),
      )
      .execute();
    // Two browsers open the approved capture, one of them twice.
    const { uuid } = await db().selectFrom('events').select('uuid').where('id', '=', eventId).executeTakeFirstOrThrow();
    const viewId = Buffer.from(`${uuid}:${approved}`).toString('base64url');
    for (const remoteAddress of ['198.51.100.1', '198.51.100.2', '198.51.100.1']) {
      const view = await callApp(t.app, publicGalleryEndpoints.showShare, { params: { id: viewId }, remoteAddress });
      expect(view.statusCode).toBe(200);
    }

    const { report: figures, pdf_available } = replyOf(await report(member, eventId));
    const as = { params: { id: eventId }, token: member.token };
    const funnel = replyOf(await callApp(t.app, analyticsEndpoints.funnel, as)).funnel;
    const social = replyOf(await callApp(t.app, analyticsEndpoints.socialShare, as)).single_social_share;
    expect(figures.funnel).toEqual(funnel);
    expect(figures.funnel).toEqual({ captures: 4, shares: 5, views: 20, leads: 4, vouchers_claimed: 1 });
    for (const { channel, shares } of figures.shares_by_channel) expect(shares, channel).toBe(social[channel]);
    expect(figures.shares_by_channel.reduce((sum, row) => sum + row.shares, 0)).toBe(social.total_share);
    expect(figures.captures_by_mode).toContainEqual({ mode: 'photo', captures: 3 });
    expect(figures.captures_by_mode).toContainEqual({ mode: 'gif', captures: 1 });
    expect(figures.reach).toEqual({ gallery_views: funnel.views, unique_visitors: 2 });
    expect(figures.leads).toEqual({ captured: 4, consented: 1, consent_rate: 25 });
    expect(figures.vouchers_claimed).toBe(1);
    const { prints } = replyOf(await callApp(t.app, printingCalls.eventPrints, as));
    expect(figures.prints).toBe(prints.sheets);
    expect(figures.prints).toBe(3);
    expect(figures.busiest_hours).toHaveLength(24);
    expect(figures.busiest_hours.filter((hour) => hour.captures > 0)).toEqual([
      { hour: 1, captures: 1 },
      { hour: 15, captures: 3 },
    ]);
    expect(figures.top_captures.map((item) => [item.id, item.views])).toEqual([[approved, 3]]);
    expect(figures.branding.company_name).toBe('Flash Booths');
    expect(figures.event.time_zone).toBe('Asia/Kolkata');
    expect(pdf_available).toBe(false);
  });

  it('opens the report by a link until it is revoked or expires, and refuses a made-up link', async () => {
    const member = await newMember();
    const eventId = await newEvent(member);
    await activityFixtures(t.app).addShares(eventId, 'sms', utcDaysAgo(0), 2);
    const { link } = replyOf(await makeLink(member, eventId));
    expect(link.expires_at).toBeNull();
    const later = new Date(Date.now() + DAY_MS).toISOString();
    const { link: expiring } = replyOf(await makeLink(member, eventId, later));
    expect(expiring.expires_at).toBe(later);

    expect(replyOf(await shared(link.token))).toEqual(replyOf(await report(member, eventId)));
    const listed = replyOf(
      await callApp(t.app, clientReportEndpoints.links, { params: { id: eventId }, token: member.token }),
    );
    expect(listed.links.map((row) => row.id)).toEqual([expiring.id, link.id]);

    const [publicId] = link.token.split('.');
    expect(errorOf(await shared(`${publicId}.forged`), 404).message).toBe('Not found.');
    expect((await shared(`${publicId}`)).statusCode).toBe(404);

    // Past its expiry, the link reads as not there.
    await db()
      .updateTable('report_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.id)
      .execute();
    expect((await shared(expiring.token)).statusCode).toBe(404);

    const revoked = await callApp(t.app, clientReportEndpoints.revokeLink, {
      params: { id: eventId, linkId: link.id },
      token: member.token,
    });
    expect(replyOf(revoked).message).toBe('Link revoked.');
    expect((await shared(link.token)).statusCode).toBe(404);
    expect((await callApp(t.app, clientReportEndpoints.sharedPdf, { params: { token: link.token } })).statusCode).toBe(
      404,
    );
    const after = replyOf(
      await callApp(t.app, clientReportEndpoints.links, { params: { id: eventId }, token: member.token }),
    );
    expect(after.links.map((row) => row.id)).toEqual([expiring.id]);

    const past = await makeLink(member, eventId, new Date(Date.now() - DAY_MS).toISOString());
    expect(errorOf(past, 422).errors).toEqual({ expires_at: ['The expiry must be in the future.'] });
  });

  it("answers 404 for another organiser's event or link and 401 without sign-in", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const eventId = await newEvent(owner);
    const strangersEvent = await newEvent(stranger);
    const { link } = replyOf(await makeLink(owner, eventId));
    expect((await report(stranger, eventId)).statusCode).toBe(404);
    expect((await report(null, eventId)).statusCode).toBe(401);
    expect((await makeLink(stranger, eventId)).statusCode).toBe(404);
    expect((await makeLink(null, eventId)).statusCode).toBe(401);
    expect(
      (await callApp(t.app, clientReportEndpoints.links, { params: { id: eventId }, token: stranger.token }))
        .statusCode,
    ).toBe(404);
    // Another organiser cannot revoke the link, even naming it under an event of their own.
    for (const id of [eventId, strangersEvent]) {
      const revoke = await callApp(t.app, clientReportEndpoints.revokeLink, {
        params: { id, linkId: link.id },
        token: stranger.token,
      });
      expect(revoke.statusCode).toBe(404);
    }
    expect((await shared(link.token)).statusCode).toBe(200);
  });

  it('says clearly that the PDF is unavailable where Chromium is missing', async () => {
    const member = await newMember();
    const eventId = await newEvent(member);
    const { link } = replyOf(await makeLink(member, eventId));
    expect(replyOf(await shared(link.token)).pdf_available).toBe(false);
    const pdf = await callApp(t.app, clientReportEndpoints.sharedPdf, { params: { token: link.token } });
    expect(errorOf(pdf, 503).message).toBe(PDF_UNAVAILABLE_TEXT);
  });
});
