/**
 * For the sharing tests: an organiser's event whose e-mail and SMS steps are saved through the
 * wizard's calls, a photo in its gallery, and a guest's share calls from a chosen address.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  boothSharingEndpoints,
  type EmailContentsInput,
  type EmailSettingsBody,
  emailEndpoints,
  type ShareCountBody,
  type ShareMessageBody,
  sharingEndpoints,
  smsEndpoints,
} from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { smsOutboxFolder } from '../platform/sms/sms-sender.ts';
import { signInBooth } from './booth-client.ts';
import { callApp, callAppUnchecked } from './call-app.ts';
import { mediaFixtures } from './media-fixtures.ts';
import { first, type OptionsClient, optionsClient } from './options-client.ts';
import type { SignedIn } from './packages-client.ts';
import type { TestApp } from './test-app.ts';

export const EMAIL_STEP: Omit<EmailSettingsBody, 'eventId'> & { contents: EmailContentsInput } = {
  from_name: 'Harbour Events',
  reply_to: 'hello@harbour.example',
  email_subject: 'Your Harbour photo',
  send: 'social_gallery_link',
  template_type: 'standard',
  contents: {
    contentBodyText: '<p>Thanks for coming to the <strong>Harbour</strong> launch!</p><script>alert(1)</script>',
    buttonText: 'Open my photo',
    footerText: 'Harbour Events Ltd',
  },
};

export const SMS_TEXT = 'Thanks for visiting Harbour! Your photo:';

export type SharingEvent = Awaited<ReturnType<typeof sharingEvent>>;

/** The sharing events are in Sydney: a number written without `+` is read as an Australian one. */
export const SHARING_TIME_ZONE = 'Australia/Sydney';

const placeInSydney = (t: TestApp, eventId: number) =>
  t.app.platform.database.db
    .updateTable('events')
    .set({ time_zone: SHARING_TIME_ZONE })
    .where('id', '=', eventId)
    .execute();

/** Saves the event's e-mail step (EMAIL_STEP with the library's first template) and SMS step (SMS_TEXT). */
export async function saveMessageSteps(client: OptionsClient, member: SignedIn, eventId: number): Promise<void> {
  const library = await client.libraries(member);
  const email = await client.call(member, emailEndpoints.save, {
    body: { eventId, ...EMAIL_STEP, email_template_id: first(library.emailTemplates) },
  });
  if (email.statusCode !== 200) throw new Error(`email failed: ${email.body}`);
  const sms = await client.call(member, smsEndpoints.save, { body: { eventId, text_message: SMS_TEXT } });
  if (sms.statusCode !== 200) throw new Error(`text-sms failed: ${sms.body}`);
}

/** An event in Sydney with both steps saved (unless `steps` is false) and one stored photo. */
export async function sharingEvent(t: TestApp, steps = true) {
  const client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
  const member = await client.organiser('Monthly Pro');
  const eventId = await client.eventWith(member, {}, { email: 1, text_messaging: 1, microsite: 1 });
  await placeInSydney(t, eventId);
  if (steps) await saveMessageSteps(client, member, eventId);
  const photo = await mediaFixtures(t.app).add(eventId, 'photo', new Date().toISOString());
  const { uuid } = await client.show(member, eventId);
  return { client, member, eventId, uuid, photo };
}

/**
 * A submitted event in Sydney a booth is signed in to, with these features and options on (sharing and
 * still photo always) and one stored photo.
 */
export async function boothSharingEvent(
  t: TestApp,
  features: Record<string, number> = {},
  options: Record<string, number> = { email: 1, text_messaging: 1 },
) {
  const client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
  const member = await client.organiser('Monthly Pro');
  const eventId = await client.eventWith(member, features, options);
  await placeInSydney(t, eventId);
  await client.submit(member, eventId);
  const { uuid } = await client.show(member, eventId);
  const token = await signInBooth(t.app, uuid);
  const photo = await mediaFixtures(t.app).add(eventId, 'photo', new Date().toISOString());
  return { client, member, eventId, uuid, token, photo };
}

/** A booth's share with its token; the body as the test wrote it, so a refused one can be sent too. */
export const postBoothShare = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  callAppUnchecked(app, boothSharingEndpoints.share, { token, body: payload });

let addresses = 0;
/** A client address of its own, so one test's shares never use up another's rate limit. */
export const freshAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/** A guest's share calls, each from an address of its own unless the test names one. */
export function shareCalls(app: FastifyInstance) {
  return {
    byMessage: (body: ShareMessageBody, remoteAddress = freshAddress()) =>
      callApp(app, sharingEndpoints.shareByMessage, { body, remoteAddress }),
    social: (body: ShareCountBody, remoteAddress = freshAddress()) =>
      callApp(app, sharingEndpoints.countSocialShare, { body, remoteAddress }),
    /** A message share with a body the contract's types refuse, as the test wrote it. */
    byMessageUnchecked: (body: Record<string, unknown>, remoteAddress = freshAddress()) =>
      callAppUnchecked(app, sharingEndpoints.shareByMessage, { body, remoteAddress }),
    /** A social share with a body the contract's types refuse, as the test wrote it. */
    socialUnchecked: (body: Record<string, unknown>, remoteAddress = freshAddress()) =>
      callAppUnchecked(app, sharingEndpoints.countSocialShare, { body, remoteAddress }),
    /** The ledger row of a share, once every delivery job has finished. */
    async row(id: number) {
      await app.platform.jobs.drain();
      return app.platform.database.db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },
  };
}

export type SmsOutboxMessage = { to: string; text: string };

/** The text messages written to DATA_DIR/sms-outbox, oldest first. */
export async function readSmsOutbox(app: FastifyInstance, dataDir: string): Promise<SmsOutboxMessage[]> {
  await app.platform.jobs.drain();
  const folder = smsOutboxFolder(dataDir);
  const names = (await fs.readdir(folder).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(folder, name), 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      return { to: head.replace(/^To: /, ''), text: body.join('\n\n').trim() };
    }),
  );
}
