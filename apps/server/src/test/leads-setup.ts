/**
 * What the lead tests start from: alice's final event that captures data with a form of every
 * field type, a booth signed in to it, and bob, another organiser with an event of his own.
 */
import { randomUUID } from 'node:crypto';
import { type FormDataBody, formBuilderEndpoints, leadEndpoints } from '@boothdeck/contract';
import type { Insertable } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { LeadsTable } from '../modules/leads/leads.tables.ts';
import { signInBooth } from './booth-client.ts';
import { type AppReply, callAppUnchecked } from './call-app.ts';
import { type OptionTestApp, optionTestApp } from './option-step-setup.ts';
import type { SignedIn } from './packages-client.ts';

export const LEAD_FORM: FormDataBody['form_data'] = [
  { type: 'text', label: 'Your name', name: 'full_name' },
  { type: 'email', label: 'Email address', name: 'email' },
  { type: 'text', label: 'Mobile', name: 'mobile' },
  { type: 'number', label: 'Age', name: 'age' },
  { type: 'select', label: 'Drink', name: 'drink', values: ['Coffee', 'Tea'] },
  { type: 'radio', label: 'Recommend us?', name: 'recommend', values: ['Yes', 'No'] },
  { type: 'checkbox', label: 'Interests', name: 'interests', values: ['Photos', 'Video'] },
  { type: 'textarea', label: 'Comments', name: 'comments' },
];

export const TERMS = 'We keep your details to send you your photos and, if you agree, our news.';

/** Answers that fit LEAD_FORM; `changes` replaces or (with undefined) removes some. */
export function leadValues(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    mobile: '+44 7700 900123',
    age: 36,
    drink: 'Tea',
    recommend: 'Yes',
    interests: ['Photos'],
    comments: 'Lovely booth',
    ...changes,
  };
  for (const [key, value] of Object.entries(values)) if (value === undefined) delete values[key];
  return values;
}

export type LeadBody = {
  client_id: string;
  values: Record<string, unknown>;
  consent: { terms_text: string; marketing: boolean; agreed_at: string };
  media_id?: number;
  language?: string;
};

export const leadBody = (changes: Partial<LeadBody> = {}): LeadBody => ({
  client_id: randomUUID(),
  values: leadValues(),
  consent: { terms_text: TERMS, marketing: true, agreed_at: new Date().toISOString() },
  ...changes,
});

export type LeadsSetup = OptionTestApp & {
  eventId: number;
  eventUuid: string;
  boothToken: string;
  bobEventId: number;
  postLead: (body: LeadBody, token?: string) => Promise<AppReply<typeof leadEndpoints.capture>>;
};

/** A final event of the member's that captures data with LEAD_FORM, in the given time zone. */
export async function dataCaptureEvent(s: OptionTestApp, member: SignedIn, form = LEAD_FORM): Promise<number> {
  const eventId = await s.client.eventWith(member, { data_capture: 1 }, { form_builder: 1 });
  const saved = await s.client.call(member, formBuilderEndpoints.save, {
    body: { eventId, form_name: 'Custom Form', form_data: form },
  });
  if (saved.statusCode !== 200) throw new Error(`form-data failed: ${saved.body}`);
  await s.client.submit(member, eventId);
  return eventId;
}

export async function leadsSetup(dialect: DialectName): Promise<LeadsSetup> {
  const s = await optionTestApp(dialect, 'Monthly Pro');
  const eventId = await dataCaptureEvent(s, s.alice);
  const eventUuid = (await s.client.show(s.alice, eventId)).uuid;
  const boothToken = await signInBooth(s.t.app, eventUuid);
  const bobEventId = await dataCaptureEvent(s, s.bob);
  return {
    ...s,
    eventId,
    eventUuid,
    boothToken,
    bobEventId,
    // The body as the test wrote it, so refused answers can be sent too.
    postLead: (body, token = boothToken) => callAppUnchecked(s.t.app, leadEndpoints.capture, { body, token }),
  };
}

/** A data-capture event of the member's in another time zone than the tests' UTC. */
export async function dataCaptureEventIn(s: OptionTestApp, member: SignedIn, timeZone: string): Promise<number> {
  const eventId = await dataCaptureEvent(s, member);
  await s.t.app.platform.database.db
    .updateTable('events')
    .set({ time_zone: timeZone })
    .where('id', '=', eventId)
    .execute();
  return eventId;
}

/** A lead written straight to the database (an older lead, or one at a set time). */
export async function insertLead(s: OptionTestApp, lead: Insertable<LeadsTable>): Promise<number> {
  const row = await s.t.app.platform.database.db
    .insertInto('leads')
    .values(lead)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
