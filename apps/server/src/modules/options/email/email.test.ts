import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { defined } from '../../../test/defined.ts';
import { stepBody, useOptionStep } from '../../../test/option-step-setup.ts';
import { first } from '../../../test/options-client.ts';
import { expectTemplateStepNeedsPlan, saveNamedTemplate } from '../../../test/saved-template-checks.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

/** The step's settings but its template, which comes from the setup's library. */
const EMAIL_SETTINGS = {
  from_name: 'Harbour Events',
  reply_to: 'hello@harbour.example',
  email_subject: 'Your photos are ready',
  send: 'social_gallery_link',
  template_type: 'standard',
};

describe.each(TEST_DIALECTS)('e-mail step and saved e-mail templates on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Free Trial', { email: 1 });
  const emailBody = stepBody(setup, () => ({
    ...EMAIL_SETTINGS,
    email_template_id: first(setup.library.emailTemplates),
  }));

  it("saves the step with the template's own texts, naming this event, when the editor changed none", async () => {
    const { client, alice, library, eventId } = setup;
    const reply = await client.post(alice, 'email', emailBody({ draft_status: 'draft' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ event_email: { draft_status: 'draft' }, message: MESSAGES.draftSaved });
    const { emailSetting } = (await client.get(alice, `get-email-settings-data/${eventId}`)).json();
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
    expect(emailSetting.email_template.image).toMatch(/^\/library\/email_template\//);
  });

  it('sanitises the rich text on save: scripts, handlers and javascript: links go, allowed tags stay', async () => {
    const { client, alice, eventId } = setup;
    const contentBodyText =
      '<h2>Thanks!</h2><p>Open <a href="javascript:alert(1)">this</a> or <a href="https://gallery.example/x">your gallery</a>' +
      '<script>steal(document.cookie)</script></p><img src="x" onerror="alert(1)"><img src="https://cdn.example/a.png" onerror="alert(1)">' +
      '<ul><li><strong>Bold</strong> <em>it</em></li></ul><table><tbody><tr><td>cell</td></tr></tbody></table><div style="x">plain</div>';
    const reply = await client.post(
      alice,
      `event/email/update/${eventId}`,
      emailBody({ eventId: undefined, contents: { contentBodyText, buttonText: 'See photos' } }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(MESSAGES.informationUpdated);
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
    await client.post(alice, 'email', emailBody({ contents: json }));
    expect((await client.show(alice, eventId)).email_setting?.contents).toMatchObject({
      footerText: 'Bye',
      contentBodyText: '<p>Hi</p>',
    });
    await client.post(alice, 'email', emailBody({ contents: '<p>Just the body<script>x</script></p>' }));
    expect((await client.show(alice, eventId)).email_setting?.contents.contentBodyText).toBe('<p>Just the body</p>');
  });

  it("takes the template as the original client's email_template object, on save and on update", async () => {
    const { client, alice, library, eventId } = setup;
    const templateId = first(library.emailTemplates);
    const settings = emailBody({ email_template_id: undefined });
    const saved = await client.post(alice, 'email', {
      ...settings,
      email_template: { id: templateId, image: '/library/email_template/one.png' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = await client.post(alice, `event/email/update/${eventId}`, {
      ...settings,
      email_subject: 'Photos inside',
      email_template: { id: templateId, image: '/library/email_template/one.png' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const { emailSetting } = (await client.get(alice, `get-email-settings-data/${eventId}`)).json();
    expect(emailSetting).toMatchObject({ email_subject: 'Photos inside', email_template: { id: templateId } });

    const neither = await client.post(alice, 'email', settings);
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({ email_template_id: [MESSAGES.chooseAnyTemplate] });
  });

  it('requires a sender name, a subject, a valid reply-to and a template', async () => {
    const { client, alice } = setup;
    const reply = await client.post(
      alice,
      'email',
      emailBody({ from_name: ' ', email_subject: undefined, reply_to: 'not-an-email', email_template_id: '' }),
    );
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({
      from_name: [MESSAGES.required],
      email_subject: [MESSAGES.required],
      reply_to: [MESSAGES.invalidEmail],
      email_template_id: [MESSAGES.chooseAnyTemplate],
    });
    const unknown = await client.post(alice, 'email', emailBody({ email_template_id: 99_999 }));
    expect(unknown.json().errors).toEqual({ email_template_id: [MESSAGES.chooseAnyTemplate] });
    const noMyTemplate = await client.post(alice, 'email', emailBody({ template_type: 'my' }));
    expect(noMyTemplate.json().errors).toEqual({ email_my_template_id: [MESSAGES.chooseAnyTemplate] });
  });

  it('takes send as 1, number or text, as the SMS step does, and answers with the Social Gallery link', async () => {
    const { client, alice, eventId } = setup;
    for (const [url, send] of [
      ['email', 1],
      [`event/email/update/${eventId}`, '1'],
    ] as const) {
      const reply = await client.post(alice, url, emailBody({ send }));
      expect(reply.statusCode, `${url} ${reply.body}`).toBe(200);
      expect(reply.json().email_setting.send).toBe('social_gallery_link');
    }
    const other = await client.post(alice, 'email', emailBody({ send: 2 }));
    expect(other.json().errors).toEqual({ send: [MESSAGES.invalidChoice] });
  });

  it('refuses line breaks in the sender name and the subject, which go into mail headers', async () => {
    const { client, alice, eventId } = setup;
    const before = (await client.show(alice, eventId)).email_setting;
    for (const url of ['email', `event/email/update/${eventId}`]) {
      const reply = await client.post(
        alice,
        url,
        emailBody({ from_name: 'Harbour\r\nBcc: all@example.com', email_subject: 'Photos\nX-Priority: 1' }),
      );
      expect(reply.statusCode, url).toBe(422);
      expect(reply.json()).toEqual({
        message: MESSAGES.lineBreaksNotAllowed,
        errors: { from_name: [MESSAGES.lineBreaksNotAllowed], email_subject: [MESSAGES.lineBreaksNotAllowed] },
      });
    }
    const carriageReturn = await client.post(alice, 'email', emailBody({ email_subject: 'Photos\rready' }));
    expect(carriageReturn.json().errors).toEqual({ email_subject: [MESSAGES.lineBreaksNotAllowed] });
    const replyTo = await client.post(alice, 'email', emailBody({ reply_to: 'hello@harbour.example\r\nBcc: x@y.z' }));
    expect(replyTo.json().errors).toEqual({ reply_to: [MESSAGES.invalidEmail] });
    expect((await client.show(alice, eventId)).email_setting).toEqual(before);
  });

  it('saves a named template, lists it under My Template and uses it for an event', async () => {
    const { client, alice, bob, library, eventId } = setup;
    const savedId = await saveNamedTemplate(client, alice, 'email', {
      name: 'Gala thanks',
      email_template_id: library.emailTemplates[1],
      contents: { contentBodyText: '<p>Thank you<img src=x onerror=alert(1)></p>', buttonText: 'Open' },
    });

    const list = (await client.get(alice, 'user/saved/email-template')).json().data.data;
    expect(list).toEqual([
      expect.objectContaining({
        id: savedId,
        name: 'Gala thanks',
        email_template_id: library.emailTemplates[1],
        contents: expect.objectContaining({ contentBodyText: '<p>Thank you</p>', buttonText: 'Open' }),
        email_template: expect.objectContaining({ id: library.emailTemplates[1], layout: 'two' }),
      }),
    ]);
    expect((await client.get(bob, 'user/saved/email-template')).json().data.data).toEqual([]);

    const used = await client.post(alice, 'email', emailBody({ template_type: 'my', email_my_template_id: savedId }));
    expect(used.json().email_setting).toMatchObject({
      template_type: 'my',
      email_my_template_id: savedId,
      email_template_id: library.emailTemplates[1],
      email_template: { id: library.emailTemplates[1], name: 'Gala thanks', layout: 'two' },
      contents: { contentBodyText: '<p>Thank you</p>', buttonText: 'Open' },
    });
    // The event's details call the template by the name it was saved under.
    expect((await client.show(alice, eventId)).email_setting?.email_template.name).toBe('Gala thanks');

    const bobEvent = await client.eventWith(bob, {}, { email: 1 });
    const foreign = await client.post(
      bob,
      'email',
      emailBody({ eventId: bobEvent, template_type: 'my', email_my_template_id: savedId }),
    );
    expect(foreign.json().errors).toEqual({ email_my_template_id: [MESSAGES.savedTemplateMissing] });
  });

  it("refuses a plan without e-mail and another organiser's event", async () => {
    const { client, bob, library, eventId } = setup;
    await expectTemplateStepNeedsPlan(client, 'email', emailBody, { email_template_id: first(library.emailTemplates) });

    expect((await client.post(bob, 'email', emailBody())).statusCode).toBe(404);
    expect((await client.post(bob, `event/email/update/${eventId}`, emailBody())).statusCode).toBe(404);
    expect((await client.get(bob, `get-email-settings-data/${eventId}`)).statusCode).toBe(404);
  });
});
