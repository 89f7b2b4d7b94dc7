/**
 * For the data-rights tests: an organiser's event that captures leads with the lead form and
 * shares by e-mail and SMS, a booth signed in to it, and guests who each leave a photo, a lead
 * tied to it and a share of it by e-mail and SMS; and the guest's data calls.
 */
import { dataRightsEndpoints, formBuilderEndpoints, type GuestLanguage, leadEndpoints } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { TABLE_OWNERS } from '../db/table-owners.ts';
import { signInBooth } from './booth-client.ts';
import { callApp, callAppUnchecked, replyOf } from './call-app.ts';
import { LEAD_FORM, leadBody, leadValues } from './leads-setup.ts';
import { mediaFixtures } from './media-fixtures.ts';
import { optionsClient } from './options-client.ts';
import { readOutbox } from './outbox.ts';
import { freshAddress, postBoothShare, saveMessageSteps } from './sharing-setup.ts';
import type { TestApp } from './test-app.ts';

export type Guest = { email: string; phone: string; name: string };

let guests = 0;
/** A guest with an address and a number of their own (UK mobiles of the range kept for drama). */
export function newGuest(): Guest {
  guests += 1;
  return {
    name: `Guest Number${guests}`,
    email: `guest-${guests}-${Date.now()}@example.com`,
    phone: `+44 7700 9${String(guests).padStart(5, '0')}`,
  };
}

export async function dataRightsEvent(t: TestApp) {
  const client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
  const member = await client.organiser('Monthly Pro');
  const eventId = await client.eventWith(member, { data_capture: 1 }, { form_builder: 1, email: 1, text_messaging: 1 });
  const saved = await client.call(member, formBuilderEndpoints.save, {
    body: { eventId, form_name: 'Custom Form', form_data: LEAD_FORM },
  });
  if (saved.statusCode !== 200) throw new Error(`form-data failed: ${saved.body}`);
  await saveMessageSteps(client, member, eventId);
  await client.submit(member, eventId);
  const { uuid } = await client.show(member, eventId);
  const token = await signInBooth(t.app, uuid);
  const fixtures = mediaFixtures(t.app);
  let requests = 0;

  return {
    client,
    member,
    eventId,
    uuid,
    token,

    /** The guest's visit: a photo, their lead with it and a share of it to their address and number. */
    async visit(guest: Guest) {
      const photo = await fixtures.add(eventId, 'photo', new Date().toISOString());
      const lead = await callAppUnchecked(t.app, leadEndpoints.capture, {
        token,
        body: leadBody({
          media_id: photo.id,
          values: leadValues({ full_name: guest.name, email: guest.email, mobile: guest.phone }),
        }),
      });
      if (lead.statusCode !== 200) throw new Error(`lead failed: ${lead.body}`);
      const share = await postBoothShare(t.app, token, {
        client_id: `share-request-${++requests}`,
        media_id: photo.id,
        email: guest.email,
        phone: guest.phone,
      });
      if (share.statusCode !== 200) throw new Error(`share failed: ${share.body}`);
      await t.app.platform.jobs.drain();
      return photo;
    },
  };
}

/** The guest's data calls: ask for a code (read from the mail outbox), confirm it, download, erase. */
export function guestDataCalls(t: TestApp, eventUuid: string) {
  return {
    /** Asks for a code, from an address of its own unless named, in a language when given. */
    request: (contact: string, remoteAddress = freshAddress(), language?: GuestLanguage) =>
      callApp(t.app, dataRightsEndpoints.request, {
        body: { event_id: eventUuid, contact, ...(language ? { language } : {}) },
        remoteAddress,
      }),

    /** The code in the newest mail to the address. */
    async codeMailedTo(email: string): Promise<string> {
      const mails = (await readOutbox(t.app, t.config.dataDir)).filter(
        (mail) => mail.to.toLowerCase() === email.toLowerCase() && mail.subject.startsWith('Your code'),
      );
      const code = /Your code is (\d{6})/.exec(mails.at(-1)?.raw ?? '')?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },

    confirm: (requestId: string, code: string, remoteAddress = freshAddress()) =>
      callApp(t.app, dataRightsEndpoints.confirm, { body: { request_id: requestId, code }, remoteAddress }),

    /** Asks for a code by e-mail and confirms it: the pass. */
    async passFor(email: string): Promise<string> {
      const requested = replyOf(await this.request(email));
      const confirmed = await this.confirm(requested.request_id, await this.codeMailedTo(email));
      return replyOf(confirmed).pass;
    },
  };
}

/** Every row of every table, as JSON text per table: where a test looks for what must be gone. */
export async function everyRow(db: Kysely<Database>): Promise<Map<string, string>> {
  const tables = Object.keys(TABLE_OWNERS) as (keyof typeof TABLE_OWNERS)[];
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  return new Map(tables.map((table, index) => [table, JSON.stringify(rows[index])]));
}

/** The tables whose rows hold any of the texts (compared without case). */
export async function tablesHolding(db: Kysely<Database>, texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, json] of await everyRow(db)) {
    const lower = json.toLowerCase();
    if (texts.some((text) => lower.includes(text.toLowerCase()))) found.push(table);
  }
  return found;
}
