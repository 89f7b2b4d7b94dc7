import { leadEndpoints, MEDIA_UPLOAD_MESSAGES } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_PASSWORD, postBoothSession, signInBooth } from '../../test/booth-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import {
  dataCaptureEvent,
  LEAD_FORM,
  type LeadsSetup,
  leadBody,
  leadsSetup,
  leadValues,
  TERMS,
} from '../../test/leads-setup.ts';
import { GOOD_CARD, postMembership } from '../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';
import { LEAD_CAPTURE_MESSAGES } from './lead-capture.service.ts';
import { LEAD_FORM_MESSAGES } from './lead-form.ts';

describe.each(TEST_DIALECTS)('leads from the booth on %s', (dialect) => {
  let s: LeadsSetup;
  const db = () => s.t.app.platform.database.db;
  const leadRow = (id: number) => db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    s = await leadsSetup(dialect);
  });
  afterAll(() => s?.t.close());

  it('keeps the language the guest chose on the booth, and refuses one Boothdeck does not speak', async () => {
    const chosen = await s.postLead(leadBody({ client_id: 'booth-1-lead-es', language: 'es' }));
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await leadRow(replyOf(chosen).lead.id)).language).toBe('es');
    // A booth from before languages sends none: the lead is kept, in the event's default.
    const none = await s.postLead(leadBody({ client_id: 'booth-1-lead-none' }));
    expect((await leadRow(replyOf(none).lead.id)).language).toBeNull();
    const unknown = await s.postLead(leadBody({ client_id: 'booth-1-lead-xx', language: 'xx' }));
    expect(unknown.statusCode).toBe(422);
  });

  it('stores the answers with the contact drawn from them and the consent record', async () => {
    const agreedAt = '2026-11-20T10:15:00.000Z';
    const reply = await s.postLead(
      leadBody({ client_id: 'booth-1-lead-1', consent: { terms_text: TERMS, marketing: true, agreed_at: agreedAt } }),
    );
    expect(reply.statusCode).toBe(200);
    const { lead, created } = replyOf(reply);
    expect(created).toBe(true);
    expect(lead).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      mobile: '+44 7700 900123',
      marketing: 1,
    });

    const row = await leadRow(lead.id);
    expect(JSON.parse(row.form_values)).toEqual(leadValues());
    expect(row).toMatchObject({
      event_id: s.eventId,
      terms_text: TERMS,
      marketing_consent: 1,
      consented_at: agreedAt,
      client_id: 'booth-1-lead-1',
    });
    const session = await db()
      .selectFrom('booth_sessions')
      .select('id')
      .where('event_id', '=', s.eventId)
      .executeTakeFirst();
    expect(row.booth_session_id).toBe(session?.id);
  });

  it('keeps the name the booth signed in with, and when, after its session has ended', async () => {
    const signIn = await postBoothSession(s.t.app, {
      uuid: s.eventUuid,
      password: BOOTH_PASSWORD,
      device_name: '  Booth 2 – foyer ',
    });
    expect(signIn.statusCode).toBe(200);
    const reply = await s.postLead(leadBody(), replyOf(signIn).token);
    expect(replyOf(reply).lead.booth_name).toBe('Booth 2 – foyer');

    const session = await db()
      .selectFrom('booth_sessions')
      .select(['id', 'created_at'])
      .where('device_name', '=', 'Booth 2 – foyer')
      .executeTakeFirstOrThrow();
    await db().deleteFrom('booth_sessions').where('id', '=', session.id).execute();
    expect(await leadRow(replyOf(reply).lead.id)).toMatchObject({
      booth_session_id: session.id,
      booth_name: 'Booth 2 – foyer',
      booth_signed_in_at: session.created_at,
    });
    const list = await callApp(s.t.app, leadEndpoints.eventLeads, {
      params: { id: s.eventId },
      query: { per_page: 50 },
      token: s.alice.token,
    });
    const listed = replyOf(list).event.data.find((lead) => lead.id === replyOf(reply).lead.id);
    expect(listed?.booth_name).toBe('Booth 2 – foyer');
  });

  it('takes a sign-in without a booth name, as older booths send it', async () => {
    const reply = await s.postLead(leadBody());
    expect(replyOf(reply).lead.booth_name).toBeNull();
    const row = await leadRow(replyOf(reply).lead.id);
    expect(row.booth_name).toBeNull();
    expect(row.booth_signed_in_at).not.toBeNull();
  });

  it('keeps a refusal of marketing as it was given', async () => {
    const reply = await s.postLead(
      leadBody({ consent: { terms_text: TERMS, marketing: false, agreed_at: new Date().toISOString() } }),
    );
    expect(replyOf(reply).lead.marketing).toBe(0);
    expect((await leadRow(replyOf(reply).lead.id)).marketing_consent).toBe(0);
  });

  it.each([
    ['a text field left empty', { full_name: '  ' }, 'full_name', LEAD_FORM_MESSAGES.required],
    ['an e-mail field missing', { email: undefined }, 'email', LEAD_FORM_MESSAGES.required],
    ['an e-mail that is not one', { email: 'ada-at-example' }, 'email', LEAD_FORM_MESSAGES.email],
    ['a phone number with letters', { mobile: '0770 CALL ME' }, 'mobile', LEAD_FORM_MESSAGES.phone],
    ['a phone number too short', { mobile: '123' }, 'mobile', LEAD_FORM_MESSAGES.phone],
    ['a number field with text', { age: 'thirty' }, 'age', LEAD_FORM_MESSAGES.number],
    ['a select value not offered', { drink: 'Beer' }, 'drink', LEAD_FORM_MESSAGES.choice],
    ['a radio value not offered', { recommend: 'Maybe' }, 'recommend', LEAD_FORM_MESSAGES.choice],
    ['a checkbox value not offered', { interests: ['Photos', 'Gifs'] }, 'interests', LEAD_FORM_MESSAGES.choice],
    ['a list for a text field', { comments: ['a', 'b'] }, 'comments', LEAD_FORM_MESSAGES.text],
    ['a field the form does not have', { shoe_size: '42' }, 'shoe_size', LEAD_FORM_MESSAGES.unknown],
    ['an answer too long to keep', { comments: 'x'.repeat(2001) }, 'comments', LEAD_FORM_MESSAGES.tooLong],
  ])('refuses %s', async (_case, changes, field, message) => {
    const reply = await s.postLead(leadBody({ values: leadValues(changes) }));
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({ [`values.${field}`]: [message] });
  });

  it('takes a checkbox group left unticked, numbers sent as text and e-mails in any case', async () => {
    const reply = await s.postLead(
      leadBody({ values: leadValues({ interests: undefined, age: '41', email: 'Grace@Example.COM' }) }),
    );
    expect(reply.statusCode).toBe(200);
    const row = await leadRow(replyOf(reply).lead.id);
    expect(JSON.parse(row.form_values)).toMatchObject({ age: 41, email: 'grace@example.com' });
    expect(JSON.parse(row.form_values)).not.toHaveProperty('interests');
  });

  it('stores a retried lead once and answers the first one again', async () => {
    const body = leadBody();
    const first = await s.postLead(body);
    const again = await s.postLead({ ...body, values: leadValues({ full_name: 'Changed' }) });
    expect(again.statusCode).toBe(200);
    expect(replyOf(again)).toEqual({ ...replyOf(first), created: false });
    const rows = await db().selectFrom('leads').select('id').where('client_id', '=', body.client_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 409 to another booth sending a client id this booth’s lead has, and shows it nothing of it', async () => {
    const body = leadBody();
    const first = await s.postLead(body);
    expect(first.statusCode, first.body).toBe(200);
    const otherBooth = await signInBooth(s.t.app, s.eventUuid);
    const reused = await s.postLead({ ...body, values: leadValues({ full_name: 'Someone Else' }) }, otherBooth);
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused, 409).message).toBe(MEDIA_UPLOAD_MESSAGES.clientIdOfOtherBooth);
    expect(reused.body).not.toContain(replyOf(first).lead.email);
    const rows = await db().selectFrom('leads').select('name').where('client_id', '=', body.client_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores two tries of the same lead sent at once as one', async () => {
    const body = leadBody();
    const replies = await Promise.all([s.postLead(body), s.postLead(body)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(new Set(replies.map((reply) => replyOf(reply).lead.id)).size).toBe(1);
  });

  it("takes a capture of the event's own and refuses another event's", async () => {
    const media = await db()
      .insertInto('media_items')
      .values(
        [s.eventId, s.bobEventId].map((event_id) => ({
          event_id,
          media_type: 'photo' as const,
          file_path: 'x.jpg',
          captured_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
        })),
      )
      .returning('id')
      .execute();
    const own = await s.postLead(leadBody({ media_id: media[0]?.id }));
    expect(replyOf(own).lead.media_id).toBe(media[0]?.id);
    const other = await s.postLead(leadBody({ media_id: media[1]?.id }));
    expect(other.statusCode).toBe(422);
    expect(errorOf(other, 422).errors).toEqual({ media_id: [LEAD_CAPTURE_MESSAGES.notEventMedia] });
  });

  it('refuses a consent time in the future and a lead without a token', async () => {
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const future = await s.postLead(leadBody({ consent: { terms_text: TERMS, marketing: true, agreed_at: later } }));
    expect(future.statusCode).toBe(422);
    expect((await s.postLead(leadBody(), 'not-a-token')).statusCode).toBe(401);
    const organiser = await callAppUnchecked(s.t.app, leadEndpoints.capture, {
      body: leadBody(),
      token: s.alice.token,
    });
    expect(organiser.statusCode).toBe(401);
  });

  it('refuses leads for an event without data capture or without a form', async () => {
    const noCapture = await s.client.eventWith(s.alice, {}, {});
    await s.client.submit(s.alice, noCapture);
    const noCaptureToken = await signInBooth(s.t.app, (await s.client.show(s.alice, noCapture)).uuid);
    const refused = await s.postLead(leadBody(), noCaptureToken);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused, 403).message).toBe(LEAD_CAPTURE_MESSAGES.noDataCapture);

    const noForm = await s.client.eventWith(s.alice, { data_capture: 1 }, {});
    await s.client.submit(s.alice, noForm);
    const noFormToken = await signInBooth(s.t.app, (await s.client.show(s.alice, noForm)).uuid);
    expect(errorOf(await s.postLead(leadBody(), noFormToken), 403).message).toBe(LEAD_CAPTURE_MESSAGES.noForm);
  });

  it("refuses leads once the owner's plan no longer includes data capture", async () => {
    const carol = await s.client.organiser('Monthly Pro');
    const eventId = await dataCaptureEvent(s, carol, LEAD_FORM);
    const token = await signInBooth(s.t.app, (await s.client.show(carol, eventId)).uuid);
    const stored = leadBody();
    const first = await s.postLead(stored, token);
    expect(first.statusCode).toBe(200);
    await db()
      .updateTable('memberships')
      .set({ expire_at: '2020-01-01T00:00:00.000Z' })
      .where('user_id', '=', carol.user.id)
      .execute();
    const refused = await s.postLead(leadBody(), token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused, 403).message).toBe('Upgrade your package');

    // A booth retrying a lead it already sent gets the stored lead back: it only lost the reply.
    const retried = await s.postLead(stored, token);
    expect(retried.statusCode).toBe(200);
    expect(replyOf(retried)).toEqual({ ...replyOf(first), created: false });
  });

  it('refuses leads once the owner moves to a package without data capture', async () => {
    const dave = await s.client.organiser('Monthly Pro');
    const eventId = await dataCaptureEvent(s, dave, LEAD_FORM);
    const token = await signInBooth(s.t.app, (await s.client.show(dave, eventId)).uuid);
    const stored = leadBody();
    expect((await s.postLead(stored, token)).statusCode).toBe(200);
    const downgrade = await postMembership(s.t.app, dave, 'Monthly Basic', { card: GOOD_CARD });
    expect(downgrade.statusCode).toBe(200);

    const refused = await s.postLead(leadBody(), token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused, 403).message).toBe('Upgrade your package');
    const retried = await s.postLead(stored, token);
    expect(retried.statusCode).toBe(200);
    expect(replyOf(retried).created).toBe(false);
    const leads = await db().selectFrom('leads').select('id').where('event_id', '=', eventId).execute();
    expect(leads).toHaveLength(1);
  });
});
