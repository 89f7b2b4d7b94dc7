/**
 * A guest's data request in the language of the page they asked from: the code (by e-mail and
 * by SMS) and the erasure's receipt are written in it when the event offers it, else in the
 * event's default; their links open the page in it, as the "Your data" link of a share e-mail
 * in another language than the default does.
 */
import { dataRightsEndpoints, eventLanguageEndpoints, yourDataPath } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, replyOf } from '../../test/call-app.ts';
import { dataRightsEvent, guestDataCalls, newGuest } from '../../test/data-rights-setup.ts';
import { findLink, readableMail, readOutbox } from '../../test/outbox.ts';
import { freshAddress, postBoothShare, readSmsOutbox } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

const CODE = /(?:Tu código es|Your code is) (\d{6})/;

describe.each(TEST_DIALECTS)('a guest’s data request in their language on %s', (dialect) => {
  let t: TestApp;
  let event: Awaited<ReturnType<typeof dataRightsEvent>>;
  let calls: ReturnType<typeof guestDataCalls>;
  const mailsTo = async (email: string) =>
    (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.toLowerCase() === email);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await dataRightsEvent(t);
    calls = guestDataCalls(t, event.uuid);
    const saved = await callApp(t.app, eventLanguageEndpoints.save, {
      params: { id: event.eventId },
      body: { languages: ['en', 'es'], default_language: 'en', translated_texts: {} },
      token: event.member.token,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the page the event’s languages', async () => {
    const reply = replyOf(await callApp(t.app, dataRightsEndpoints.event, { params: { eventId: event.uuid } }));
    expect(reply).toMatchObject({ languages: ['en', 'es'], default_language: 'en' });
  });

  it('mails the code and the receipt in Spanish, each linking to the page in Spanish', async () => {
    const guest = newGuest();
    await event.visit(guest);
    const requested = replyOf(await calls.request(guest.email, freshAddress(), 'es'));
    const [codeMail] = (await mailsTo(guest.email)).filter((mail) => mail.subject.startsWith('Tu código para'));
    const text = readableMail(codeMail?.raw ?? '');
    expect(text).toContain('Escríbelo en la página donde pediste ver o borrar lo que');
    expect(text).toContain('Vale durante 15 minutos.');
    expect(text).toContain('lang="es"');
    expect(text).toContain(`${t.config.appUrl}${yourDataPath(event.uuid, 'es')}`);

    const code = CODE.exec(text)?.[1] ?? '';
    const { pass } = replyOf(await calls.confirm(requested.request_id, code));
    const erased = await callApp(t.app, dataRightsEndpoints.erase, { body: { pass, captures: true, language: 'es' } });
    const { receipt } = replyOf(erased);
    const [receiptMail] = (await mailsTo(guest.email)).filter((mail) => mail.subject.startsWith('Tus datos se han'));
    const receiptText = readableMail(receiptMail?.raw ?? '');
    expect(receiptText).toContain(`Justificante ${receipt.receipt_no}: tus datos se borraron de`);
    expect(receiptText).toContain('Se ha borrado: 1 registro de contacto');
    expect(receiptText).toContain('1 foto o clip.');
    expect(receiptText).toContain(`${t.config.appUrl}${yourDataPath(event.uuid, 'es')}`);
  });

  it('texts the code in Spanish', async () => {
    const guest = newGuest();
    await event.visit(guest);
    const number = guest.phone.replace(/\s/g, '');
    expect(replyOf(await calls.request(number, freshAddress(), 'es')).channel).toBe('sms');
    const [sms] = (await readSmsOutbox(t.app, t.config.dataDir)).filter(
      (message) => message.to === number && message.text.startsWith('Tu código es'),
    );
    expect(sms?.text).toMatch(/^Tu código es \d{6}\. Escríbelo en la página .* Vale durante 15 minutos\. /);
  });

  it('writes in the event’s default a language it does not offer, or none', async () => {
    const guest = newGuest();
    await event.visit(guest);
    await calls.request(guest.email, freshAddress(), 'fr');
    await calls.request(guest.email);
    const codes = (await mailsTo(guest.email)).filter((mail) => /^(Your code|Votre code|Tu código)/.test(mail.subject));
    expect(codes.map((mail) => mail.subject.replace(/ for .*/, ''))).toEqual(['Your code', 'Your code']);
    expect(findLink(codes[0]?.raw ?? '', `${t.config.appUrl}/your-data/`)).toBe(
      `${t.config.appUrl}${yourDataPath(event.uuid)}`,
    );
    expect(readableMail(codes[0]?.raw ?? '')).not.toContain('?lang=');
  });

  it('links a Spanish share e-mail to the data page in Spanish', async () => {
    const guest = newGuest();
    const photo = await event.visit(guest);
    const shared = await postBoothShare(t.app, event.token, {
      client_id: `spanish-share-${photo.id}`,
      media_id: photo.id,
      email: guest.email,
      language: 'es',
    });
    expect(shared.statusCode).toBe(200);
    // The visit's share was in English, the default; this one is the newest.
    const mail = (await mailsTo(guest.email)).at(-1);
    const text = readableMail(mail?.raw ?? '');
    expect(text).toContain('Tus datos: mira o borra lo que este evento guarda sobre ti');
    expect(text).toContain(`${t.config.appUrl}${yourDataPath(event.uuid, 'es')}`);
  });
});
