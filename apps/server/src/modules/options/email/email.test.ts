import { type EmailSettingsBody, emailEndpoints, savedTemplateEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../../test/call-app.ts';
import { defined } from '../../../test/defined.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import { first } from '../../../test/options-client.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { expectTemplateStepNeedsPlan, saveNamedTemplate } from '../../../test/saved-template-checks.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

/** The step's settings but its template, which comes from the setup's library. */
const EMAIL_SETTINGS: Omit<EmailSettingsBody, 'eventId'> = {
  from_name: 'Harbour Events',
  reply_to: 'hello@harbour.example',
  email_subject: 'Your photos are ready',
  send: 'social_gallery_link',
  template_type: 'standard',
};

describe.each(TEST_DIALECTS)('e-mail step and saved e-mail templates on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Free Trial', { email: 1 });
  const emailBody = (extra: Partial<EmailSettingsBody> = {}): EmailSettingsBody => ({
    eventId: setup.eventId,
    ...EMAIL_SETTINGS,
    email_template_id: first(setup.library.emailTemplates),
    ...extra,
  });
  const save = (member: SignedIn, body: EmailSettingsBody) => setup.client.call(member, emailEndpoints.save, { body });
  /** The update call of the event in the path, the body naming no event. */
  const update = (member: SignedIn, eventId: number, body: EmailSettingsBody) =>
    setup.client.call(member, emailEndpoints.update, {
      params: { id: eventId },
      body: { ...body, eventId: undefined },
    });
  const settingsOf = (member: SignedIn, eventId: number) =>
    setup.client.call(member, emailEndpoints.get, { params: { id: eventId } });
  const savedTemplates = async (member: SignedIn) =>
    replyOf(await setup.client.call(member, savedTemplateEndpoints.emailTemplates)).data.data;

  it("saves the step with the template's own texts, naming this event, when the editor changed none", async () => {
    const { alice, library, eventId } = setup;
    const reply = await save(alice, emailBody({ draft_status: 'draft' }));
    expect(replyOf(reply)).toMatchObject({ event_email: { draft_status: 'draft' }, message: MESSAGES.draftSaved });
    const { emailSetting } = replyOf(await settingsOf(alice, eventId));
    expect(emailSetting).toMatchObject({
      from_name: 'Harbour Events',
      reply_to: 'hello@harbour.example',
      email_subject: 'Your photos are ready',
      send: 'social_gallery_link',
      template_type: 'standard',
      email_my_template_id: null,
      email_template: { id: first(library.emailTemplates), name: 'Email Template One', layout: 'one' },
      contents: { buttonText: 'View my photos', userName: 'Hi there,', eventName: 'Harbour Launch Party' },
      draft_status: 'draft',
    });
    expect(emailSetting?.email_template.image).toMatch(/^\/library\/email_template\//);
  });

  it('sanitises the rich text on save: scripts, handlers and javascript: links go, allowed tags stay', async () => {
    const { client, alice, eventId } = setup;
    const contentBodyText =
      '<h2>Thanks!</h2><p>Open <a href="javascript:alert(1)">this</a> or <a href="https://gallery.example/x">your gallery</a>' +
      '<script>steal(document.cookie)</script></p><img src="x" onerror="alert(1)"><img src="https://cdn.example/a.png" onerror="alert(1)">' +
      '<ul><li><strong>Bold</strong> <em>it</em></li></ul><table><tbody><tr><td>cell</td></tr></tbody></table><div style="x">plain</div>';
    const reply = await update(alice, eventId, emailBody({ contents: { contentBodyText, buttonText: 'See photos' } }));
    expect(replyOf(reply).message).toBe(MESSAGES.informationUpdated);
    const { contents } = defined((await client.show(alice, eventId)).email_setting);
    expect(contents.contentBodyText).toBe(
      '<h2>Thanks!</h2><p>Open <a>this</a> or <a href="https://gallery.example/x">your gallery</a></p>' +
        '<img src="https://cdn.example/a.png"><ul><li><strong>Bold</strong> <em>it</em></li></ul>' +
        '<table><tbody><tr><td>cell</td></tr></tbody></table>plain',
    );
    expect(contents.buttonText).toBe('See photos');
    expect(contents.userName).toBe('Hi there,');
  });

  it('accepts the contents as JSON text, or HTML alone', async () => {
    const { client, alice, eventId } = setup;
    const json = JSON.stringify({ footerText: 'Bye', contentBodyText: '<p onclick="x()">Hi</p>' });
    await save(alice, emailBody({ contents: json }));
    expect((await client.show(alice, eventId)).email_setting?.contents).toMatchObject({
      footerText: 'Bye',
      contentBodyText: '<p>Hi</p>',
    });
    await save(alice, emailBody({ contents: '<p>Just the body<script>x</script></p>' }));
    expect((await client.show(alice, eventId)).email_setting?.contents.contentBodyText).toBe('<p>Just the body</p>');
  });

  it("takes the template as the original client's email_template object, on save and on update", async () => {
    const { alice, library, eventId } = setup;
    const templateId = first(library.emailTemplates);
    const settings = emailBody({ email_template_id: undefined });
    const saved = await save(alice, {
      ...settings,
      email_template: { id: templateId, image: '/library/email_template/one.png' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = await update(alice, eventId, {
      ...settings,
      email_subject: 'Photos inside',
      email_template: { id: templateId, image: '/library/email_template/one.png' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { emailSetting } = replyOf(await settingsOf(alice, eventId));
    expect(emailSetting).toMatchObject({ email_subject: 'Photos inside', email_template: { id: templateId } });

    const neither = await save(alice, settings);
    expect(errorOf(neither, 422).errors).toEqual({ email_template_id: [MESSAGES.chooseAnyTemplate] });
  });

  it('requires a sender name, a subject, a valid reply-to and a template', async () => {
    const { client, alice } = setup;
    // A missing subject and a blank template are past the contract's types.
    const reply = await client.callUnchecked(alice, emailEndpoints.save, {
      body: emailBody({ from_name: ' ', email_subject: undefined, reply_to: 'not-an-email', email_template_id: '' }),
    });
    expect(errorOf(reply, 422).errors).toEqual({
      from_name: [MESSAGES.required],
      email_subject: [MESSAGES.required],
      reply_to: [MESSAGES.invalidEmail],
      email_template_id: [MESSAGES.chooseAnyTemplate],
    });
    const unknown = await save(alice, emailBody({ email_template_id: 99_999 }));
    expect(errorOf(unknown, 422).errors).toEqual({ email_template_id: [MESSAGES.chooseAnyTemplate] });
    const noMyTemplate = await save(alice, emailBody({ template_type: 'my' }));
    expect(errorOf(noMyTemplate, 422).errors).toEqual({ email_my_template_id: [MESSAGES.chooseAnyTemplate] });
  });

  it('takes send as 1, number or text, as the SMS step does, and answers with the Social Gallery link', async () => {
    const { client, alice, eventId } = setup;
    const saved = replyOf(await save(alice, emailBody({ send: 1 })));
    expect(saved.email_setting.send).toBe('social_gallery_link');
    const updated = replyOf(await update(alice, eventId, emailBody({ send: '1' })));
    expect(updated.email_setting.send).toBe('social_gallery_link');
    const other = await client.callUnchecked(alice, emailEndpoints.save, { body: { ...emailBody(), send: 2 } });
    expect(errorOf(other, 422).errors).toEqual({ send: [MESSAGES.invalidChoice] });
  });

  it('refuses line breaks in the sender name and the subject, which go into mail headers', async () => {
    const { client, alice, eventId } = setup;
    const before = (await client.show(alice, eventId)).email_setting;
    const headerBreaks = emailBody({
      from_name: 'Harbour\r\nBcc: all@example.com',
      email_subject: 'Photos\nX-Priority: 1',
    });
    const refusals = [
      errorOf(await save(alice, headerBreaks), 422),
      errorOf(await update(alice, eventId, headerBreaks), 422),
    ];
    for (const refused of refusals) {
      expect(refused).toEqual({
        message: MESSAGES.lineBreaksNotAllowed,
        errors: { from_name: [MESSAGES.lineBreaksNotAllowed], email_subject: [MESSAGES.lineBreaksNotAllowed] },
      });
    }
    const carriageReturn = await save(alice, emailBody({ email_subject: 'Photos\rready' }));
    expect(errorOf(carriageReturn, 422).errors).toEqual({ email_subject: [MESSAGES.lineBreaksNotAllowed] });
    const replyTo = await save(alice, emailBody({ reply_to: 'hello@harbour.example\r\nBcc: x@y.z' }));
    expect(errorOf(replyTo, 422).errors).toEqual({ reply_to: [MESSAGES.invalidEmail] });
    expect((await client.show(alice, eventId)).email_setting).toEqual(before);
  });

  it('saves a named template, lists it under My Template and uses it for an event', async () => {
    const { client, alice, bob, library, eventId } = setup;
    const savedId = await saveNamedTemplate(client, alice, 'email', {
      name: 'Gala thanks',
      email_template_id: library.emailTemplates[1],
      contents: { contentBodyText: '<p>Thank you<img src=x onerror=alert(1)></p>', buttonText: 'Open' },
    });

    expect(await savedTemplates(alice)).toEqual([
      expect.objectContaining({
        id: savedId,
        name: 'Gala thanks',
        email_template_id: library.emailTemplates[1],
        contents: expect.objectContaining({ contentBodyText: '<p>Thank you</p>', buttonText: 'Open' }),
        email_template: expect.objectContaining({ id: library.emailTemplates[1], layout: 'two' }),
      }),
    ]);
    expect(await savedTemplates(bob)).toEqual([]);

    const used = await save(alice, emailBody({ template_type: 'my', email_my_template_id: savedId }));
    expect(replyOf(used).email_setting).toMatchObject({
      template_type: 'my',
      email_my_template_id: savedId,
      email_template_id: library.emailTemplates[1],
      email_template: { id: library.emailTemplates[1], name: 'Gala thanks', layout: 'two' },
      contents: { contentBodyText: '<p>Thank you</p>', buttonText: 'Open' },
    });
    // The event's details call the template by the name it was saved under.
    expect((await client.show(alice, eventId)).email_setting?.email_template.name).toBe('Gala thanks');

    const bobEvent = await client.eventWith(bob, {}, { email: 1 });
    const foreign = await save(
      bob,
      emailBody({ eventId: bobEvent, template_type: 'my', email_my_template_id: savedId }),
    );
    expect(errorOf(foreign, 422).errors).toEqual({ email_my_template_id: [MESSAGES.savedTemplateMissing] });
  });

  it("refuses a plan without e-mail and another organiser's event", async () => {
    const { client, bob, library, eventId } = setup;
    await expectTemplateStepNeedsPlan(client, 'email', emailBody, { email_template_id: first(library.emailTemplates) });

    expect((await save(bob, emailBody())).statusCode).toBe(404);
    expect((await update(bob, eventId, emailBody())).statusCode).toBe(404);
    expect((await settingsOf(bob, eventId)).statusCode).toBe(404);
  });
});
