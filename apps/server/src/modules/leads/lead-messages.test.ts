import { leadEndpoints } from '@boothdeck/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import {
  dataCaptureEvent,
  insertLead,
  type LeadsSetup,
  leadBody,
  leadsSetup,
  leadValues,
  TERMS,
} from '../../test/leads-setup.ts';
import { readOutbox } from '../../test/outbox.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { readSmsOutbox } from '../../test/sharing-setup.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';
import { LEAD_MESSAGE_MESSAGES, LEAD_MESSAGE_REPEAT_WINDOW_MS } from './lead-messages.service.ts';

describe.each(TEST_DIALECTS)('messages to leads on %s', (dialect) => {
  let s: LeadsSetup;
  /** Leads who agreed to messages, then two who did not. */
  const agreed: number[] = [];
  const declined: number[] = [];
  let withoutMobile: number;

  // The body as the test wrote it, so refused ones can be sent too.
  const send = (member: SignedIn, payload: Record<string, unknown>) =>
    callAppUnchecked(s.t.app, leadEndpoints.bulkMessage, { body: payload, token: member.token });
  const message = (changes: Record<string, unknown> = {}) => ({
    event_id: s.eventId,
    select_type: 'all',
    type: 'email',
    subject: 'Thanks for coming',
    message: 'Your photos are ready.\n\nSee you next time!',
    ...changes,
  });
  const ledger = () =>
    s.t.app.platform.database.db
      .selectFrom('shares')
      .selectAll()
      .where('purpose', '=', 'lead_message')
      .where('event_id', '=', s.eventId)
      .orderBy('id')
      .execute();
  const ledgerOf = (eventId: number) =>
    s.t.app.platform.database.db.selectFrom('shares').selectAll().where('event_id', '=', eventId).execute();

  beforeAll(async () => {
    s = await leadsSetup(dialect);
    for (let index = 0; index < 8; index += 1) {
      const consent = { terms_text: TERMS, marketing: index < 6, agreed_at: new Date().toISOString() };
      const values = leadValues({ email: `guest${index}@example.com`, mobile: `+61 400 000 00${index}` });
      const reply = await s.postLead(leadBody({ values, consent }));
      (index < 6 ? agreed : declined).push(replyOf(reply).lead.id);
    }
    // An older lead with consent but no mobile number.
    withoutMobile = await insertLead(s, {
      event_id: s.eventId,
      name: 'No Phone',
      email: 'nophone@example.com',
      mobile: null,
      marketing_consent: 1,
      created_at: new Date().toISOString(),
    });
  });
  afterAll(() => s?.t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("e-mails every lead of the event in the 'all' mode, leaving out those without consent", async () => {
    const reply = await send(s.alice, message());
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply)).toEqual({ status: 'success', queued: 7, skipped: 2 });

    const outbox = await readOutbox(s.t.app, s.t.config.dataDir);
    const mails = outbox.filter((mail) => mail.subject === 'Thanks for coming');
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [...Array.from({ length: 6 }, (_, index) => `guest${index}@example.com`), 'nophone@example.com'].sort(),
    );
    expect(mails[0]?.raw).toContain('See you next time!');
    expect(outbox.some((mail) => mail.to === 'guest6@example.com')).toBe(false);

    const rows = await ledger();
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => row.state === 'sent' && row.channel === 'email')).toBe(true);
    expect(rows.map((row) => row.lead_id).sort()).toEqual([...agreed, withoutMobile].sort());
    expect(rows[0]).toMatchObject({
      subject: 'Thanks for coming',
      message: 'Your photos are ready.\n\nSee you next time!',
    });
  });

  it("sends to the chosen leads only in the 'multiple' mode, counting the one without consent as skipped", async () => {
    const before = (await ledger()).length;
    const reply = await send(
      s.alice,
      message({ select_type: 'multiple', lead_ids: [agreed[0], agreed[1], declined[0]], subject: 'Your prints' }),
    );
    expect(replyOf(reply)).toEqual({ status: 'success', queued: 2, skipped: 1 });
    const rows = (await ledger()).slice(before);
    expect(rows.map((row) => row.lead_id).sort()).toEqual([agreed[0], agreed[1]].sort());
  });

  it('does not send a message again to a lead it already went to, whichever selection reaches them', async () => {
    const before = (await ledger()).length;
    // The first test sent this message to every lead who agreed; these three had it then.
    const again = await send(
      s.alice,
      message({ select_type: 'multiple', lead_ids: [agreed[0], agreed[1], agreed[2]] }),
    );
    expect(replyOf(again)).toEqual({ status: 'success', queued: 0, skipped: 3 });
    // Another subject is another message.
    const other = await send(
      s.alice,
      message({ select_type: 'multiple', lead_ids: [agreed[0], agreed[1], agreed[2]], subject: 'One more thing' }),
    );
    expect(replyOf(other)).toEqual({ status: 'success', queued: 3, skipped: 0 });
    expect((await ledger()).length - before).toBe(3);
  });

  it("texts one lead in the 'single' mode and records the SMS's segments", async () => {
    const before = (await ledger()).length;
    const reply = await send(
      s.alice,
      message({ select_type: 'single', type: 'sms', subject: '', lead_ids: [agreed[2]] }),
    );
    expect(replyOf(reply)).toEqual({ status: 'success', queued: 1, skipped: 0 });
    const sms = await readSmsOutbox(s.t.app, s.t.config.dataDir);
    expect(sms.at(-1)).toEqual({ to: '+61400000002', text: 'Your photos are ready.\n\nSee you next time!' });
    const [row] = (await ledger()).slice(before);
    expect(row).toMatchObject({ channel: 'sms', state: 'sent', segments: 1, subject: null, lead_id: agreed[2] });
  });

  it('refuses a message to one lead who did not agree to marketing messages, saying so, and sends nothing', async () => {
    const before = (await ledger()).length;
    for (const type of ['email', 'sms']) {
      const reply = await send(s.alice, message({ select_type: 'single', type, lead_ids: [declined[0]] }));
      expect(reply.statusCode, reply.body).toBe(422);
      expect(errorOf(reply, 422).errors.lead_ids).toEqual(['This guest did not agree to receive marketing messages.']);
    }
    expect(await ledger()).toHaveLength(before);
  });

  it('counts the leads a message to all reaches on each channel: only those who agreed, with that address', async () => {
    const reply = await callApp(s.t.app, leadEndpoints.eventLeads, {
      params: { id: s.eventId },
      query: { search: 'guest0' },
      token: s.alice.token,
    });
    // Six agreed with both addresses, one agreed without a mobile, two declined; the search does not change it.
    expect(replyOf(reply).reachable).toEqual({ email: 7, sms: 6 });
  });

  it('skips a lead without a mobile number when texting', async () => {
    const reply = await send(s.alice, message({ select_type: 'single', type: 'sms', lead_ids: [withoutMobile] }));
    expect(replyOf(reply)).toEqual({ status: 'success', queued: 0, skipped: 1 });
  });

  it.each([
    ['an e-mail without a subject', { subject: '' }, 'subject'],
    ['an empty message', { message: '   ' }, 'message'],
    ["'single' with two leads", { select_type: 'single', lead_ids: [1, 2] }, 'lead_ids'],
    ["'multiple' with no lead", { select_type: 'multiple', lead_ids: [] }, 'lead_ids'],
    ['an unknown channel', { type: 'fax' }, 'type'],
    ['an unknown mode', { select_type: 'some' }, 'select_type'],
  ])('refuses %s', async (_case, changes, field) => {
    const reply = await send(s.alice, message(changes));
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(errorOf(reply, 422).errors)).toContain(field);
  });

  it("answers 404 for another organiser's event or leads in every mode", async () => {
    for (const mode of [
      { select_type: 'all' },
      { select_type: 'multiple', lead_ids: agreed },
      { select_type: 'single', lead_ids: [agreed[0]] },
    ]) {
      expect((await send(s.bob, message(mode))).statusCode, mode.select_type).toBe(404);
      // His own event with her leads' ids: they are not his event's leads.
      const mixed = await send(s.bob, message({ ...mode, event_id: s.bobEventId }));
      expect(mixed.statusCode, mode.select_type).toBe(mode.select_type === 'all' ? 200 : 404);
    }
    // Her leads with one id of no lead at all.
    expect((await send(s.alice, message({ select_type: 'multiple', lead_ids: [agreed[0], 999_999] }))).statusCode).toBe(
      404,
    );
  });

  it("queues one message per consenting lead of a large event in the 'all' mode, and a repeat adds none", async () => {
    const eventId = await dataCaptureEvent(s, s.alice);
    const leads = Array.from({ length: 1200 }, (_, index) => ({
      event_id: eventId,
      name: `Guest ${index}`,
      email: `guest${index}@example.com`,
      mobile: `+61 400 ${String(index).padStart(6, '0')}`,
      marketing_consent: index % 4 === 0 ? 0 : 1,
      created_at: new Date().toISOString(),
    }));
    await insertInChunks(s.t.app.platform.database.db, 'leads', leads);
    const text = message({ event_id: eventId, type: 'sms', subject: '', message: 'Your prints are ready.' });

    const first = await send(s.alice, text);
    expect(replyOf(first)).toEqual({ status: 'success', queued: 900, skipped: 300 });
    const rows = await ledgerOf(eventId);
    expect(rows).toHaveLength(900);
    expect(new Set(rows.map((row) => row.lead_id)).size).toBe(900);
    expect(rows.every((row) => row.channel === 'sms' && row.message === 'Your prints are ready.')).toBe(true);

    const again = await send(s.alice, text);
    expect(again.statusCode).toBe(200);
    expect(replyOf(again)).toEqual(replyOf(first));
    expect(await ledgerOf(eventId)).toHaveLength(900);
    await s.t.app.platform.jobs.drain();
    expect((await ledgerOf(eventId)).every((row) => row.state === 'sent')).toBe(true);
  });

  it('sends a double-clicked message once, and the same message again once a while has passed', async () => {
    const before = (await ledger()).length;
    const marked = message({ select_type: 'multiple', lead_ids: [agreed[3], agreed[4]], subject: 'Last call' });
    const replies = await Promise.all([send(s.alice, marked), send(s.alice, marked)]);
    expect(replies.some((reply) => reply.statusCode === 200)).toBe(true);
    for (const reply of replies) {
      if (reply.statusCode === 200) expect(replyOf(reply)).toEqual({ status: 'success', queued: 2, skipped: 0 });
      else expect(errorOf(reply, 409)).toEqual({ message: LEAD_MESSAGE_MESSAGES.alreadySending });
    }
    expect((await ledger()).length - before).toBe(2);
    // The same leads in another order are the same recipients; another text is another message.
    await send(s.alice, { ...marked, lead_ids: [agreed[4], agreed[3]] });
    expect((await ledger()).length - before).toBe(2);
    await send(s.alice, { ...marked, message: 'Doors close at ten.' });
    expect((await ledger()).length - before).toBe(4);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + LEAD_MESSAGE_REPEAT_WINDOW_MS + 1000);
    expect(replyOf(await send(s.alice, marked))).toEqual({ status: 'success', queued: 2, skipped: 0 });
    expect((await ledger()).length - before).toBe(6);
  });

  it('refuses an organiser whose plan lacks data capture', async () => {
    const basic = await s.client.organiser('Monthly Basic');
    const reply = await send(basic, message());
    expect(reply.statusCode).toBe(403);
  });
});
