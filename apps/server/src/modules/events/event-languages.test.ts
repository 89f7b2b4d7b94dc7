/**
 * An event's guest languages: the organiser chooses them and their default (checked by the
 * server), the booth and the public gallery read them, and a guest's share e-mail and SMS go out
 * in the language the guest chose on the booth, with the organiser's own texts in it where given.
 */
import {
  boothEndpoints,
  type EventLanguages,
  eventEndpoints,
  eventLanguageEndpoints,
  LANGUAGE_MESSAGES,
  publicGalleryEndpoints,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { duplicateEventBody } from '../../test/events-client.ts';
import { findLink, readableMail, readOutbox } from '../../test/outbox.ts';
import { boothSharingEvent, postBoothShare, readSmsOutbox } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

type Setup = Awaited<ReturnType<typeof boothSharingEvent>>;

const SPANISH_AND_ENGLISH: EventLanguages = {
  languages: ['en', 'es', 'ar'],
  default_language: 'en',
  translated_texts: { es: { share_sms: '¡Gracias por venir al puerto! Tu foto:' } },
};

describe.each(TEST_DIALECTS)('an event’s guest languages on %s', (dialect) => {
  let t: TestApp;
  let s: Setup;
  let requests = 0;
  const galleryId = () => Buffer.from(s.uuid).toString('base64url');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    s = await boothSharingEvent(t);
  });
  afterAll(() => t.close());

  const save = (body: unknown, member = s.member, id = s.eventId) =>
    s.client.callUnchecked(member, eventLanguageEndpoints.save, { params: { id }, body: body as object });
  const share = (payload: Record<string, unknown>) =>
    postBoothShare(t.app, s.token, { client_id: `language-share-${++requests}`, media_id: s.photo.id, ...payload });

  it('is English only until the organiser chooses, then what they saved', async () => {
    const before = replyOf(await s.client.call(s.member, eventLanguageEndpoints.read, { params: { id: s.eventId } }));
    expect(before.languages).toEqual({ languages: ['en'], default_language: 'en', translated_texts: {} });
    const saved = await save(SPANISH_AND_ENGLISH);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = replyOf(await s.client.call(s.member, eventLanguageEndpoints.read, { params: { id: s.eventId } }));
    expect(after.languages).toEqual(SPANISH_AND_ENGLISH);
  });

  it('goes with the event to its duplicate', async () => {
    expect((await save(SPANISH_AND_ENGLISH)).statusCode).toBe(200);
    const body = duplicateEventBody(s.eventId);
    const copy = replyOf(await s.client.call(s.member, eventEndpoints.duplicate, { body })).event;
    const read = replyOf(await s.client.call(s.member, eventLanguageEndpoints.read, { params: { id: copy.id } }));
    expect(read.languages).toEqual(SPANISH_AND_ENGLISH);
  });

  it('refuses a default the event does not offer, an unknown language and texts in a language not offered', async () => {
    const noDefault = await save({ languages: ['es'], default_language: 'en' });
    expect(noDefault.statusCode).toBe(422);
    expect(errorOf(noDefault, 422).errors).toMatchObject({ default_language: [LANGUAGE_MESSAGES.defaultMissing] });
    const unknown = await save({ languages: ['en', 'xx'], default_language: 'en' });
    expect(unknown.statusCode).toBe(422);
    const stray = await save({
      languages: ['en'],
      default_language: 'en',
      translated_texts: { fr: { share_sms: 'x' } },
    });
    expect(stray.statusCode).toBe(422);
    expect(errorOf(stray, 422).errors).toMatchObject({ 'translated_texts.fr': [LANGUAGE_MESSAGES.textLanguage] });
    const none = await save({ languages: [], default_language: 'en' });
    expect(none.statusCode).toBe(422);
  });

  it('is another organiser’s business: their event reads and saves as not there', async () => {
    const other = await s.client.organiser('Monthly Pro');
    expect((await save(SPANISH_AND_ENGLISH, other)).statusCode).toBe(404);
    const read = await s.client.call(other, eventLanguageEndpoints.read, { params: { id: s.eventId } });
    expect(read.statusCode).toBe(404);
  });

  it('reaches the booth and the guest pages', async () => {
    const booth = replyOf(await callApp(t.app, boothEndpoints.event, { token: s.token }));
    expect(booth.languages).toEqual(SPANISH_AND_ENGLISH);
    const gallery = replyOf(
      await callApp(t.app, publicGalleryEndpoints.items, { params: { id: galleryId() }, query: { page: 1 } }),
    );
    expect(gallery.gallery).toMatchObject({ languages: ['en', 'es', 'ar'], default_language: 'en' });
  });

  it('sends a guest who chose Spanish their e-mail and SMS in Spanish, with the organiser’s Spanish text and a Spanish link', async () => {
    const { event_name } = await s.client.show(s.member, s.eventId);
    const reply = await share({ email: 'lucia@example.com', phone: '+61 412 000 111', language: 'es' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [mail] = (await readOutbox(t.app, t.config.dataDir)).filter((one) => one.to === 'lucia@example.com');
    expect(mail?.subject).toBe(`Tu foto de ${event_name}`);
    const text = readableMail(mail?.raw ?? '');
    expect(text).toContain('Ver mi foto');
    expect(text).toContain('Si el botón no funciona, abre esta dirección');
    expect(text).toMatch(
      new RegExp(`${findLink(mail?.raw ?? '', `${t.config.appUrl}/social/gallery/view/`)}\\?lang=es`),
    );
    const [sms] = (await readSmsOutbox(t.app, t.config.dataDir)).filter((one) => one.to === '+61412000111');
    expect(sms?.text).toMatch(/^¡Gracias por venir al puerto! Tu foto: http.*\?lang=es$/);
  });

  it('writes right to left for Arabic, and falls back to the default for a language the event does not offer', async () => {
    await share({ email: 'amal@example.com', language: 'ar' });
    await share({ email: 'hans@example.com', language: 'de' });
    await share({ email: 'old-booth@example.com' });
    const mails = await readOutbox(t.app, t.config.dataDir);
    const to = (address: string) => mails.find((one) => one.to === address);
    expect(to('amal@example.com')?.subject).toMatch(/^صورتك من /);
    expect(readableMail(to('amal@example.com')?.raw ?? '')).toContain('dir="rtl"');
    expect(to('hans@example.com')?.subject).toMatch(/^Your photo from /);
    expect(to('old-booth@example.com')?.subject).toMatch(/^Your photo from /);
  });

  it('refuses a language Boothdeck does not speak on a booth’s share', async () => {
    const reply = await share({ email: 'nobody@example.com', language: 'klingon' });
    expect(reply.statusCode).toBe(422);
  });
});
