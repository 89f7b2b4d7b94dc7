import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { stepBody, useOptionStep } from '../../../test/option-step-setup.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

const SMS_SETTINGS = {
  text_message: 'Your photos from the Harbour party are here',
  google_review_link: 'https://g.page/r/harbour/review',
  google_review_custom_message: 'Tell us how we did!',
  google_review_message_delay: 30,
  send: 1,
};

describe.each(TEST_DIALECTS)('text messaging step on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Pro', { text_messaging: 1 });
  const smsBody = stepBody(setup, () => SMS_SETTINGS);

  it('saves a draft and then the step, shown on the event', async () => {
    const { client, alice, eventId } = setup;
    const draft = await client.post(alice, 'text-sms', smsBody({ draft_status: 'draft' }));
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ text_sms: { draft_status: 'draft' }, message: MESSAGES.draftSaved });
    const saved = await client.post(alice, 'text-sms', smsBody({ google_review_message_delay: '1440' }));
    expect(saved.json().text_sms).toEqual({ draft_status: 'final' });
    expect((await client.show(alice, eventId)).text_message).toEqual({
      text_message: 'Your photos from the Harbour party are here',
      google_review_link: 'https://g.page/r/harbour/review',
      google_review_custom_message: 'Tell us how we did!',
      google_review_message_delay: 1440,
      sms_countries: [],
      send: 1,
      draft_status: 'final',
    });
  });

  it('needs no review message without a review link, and delays one minute by default', async () => {
    const { client, alice, eventId } = setup;
    const reply = await client.post(
      alice,
      `event/sms/update/${eventId}`,
      smsBody({
        eventId: undefined,
        google_review_link: '',
        google_review_custom_message: null,
        google_review_message_delay: '',
      }),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().text_message).toMatchObject({
      google_review_link: '',
      google_review_custom_message: '',
      google_review_message_delay: 1,
    });
  });

  it('refuses emoji in the message and in the review message', async () => {
    const { client, alice } = setup;
    for (const emoji of ['🎉', '❤️', '👍🏽', '🇦🇺', '1️⃣']) {
      const reply = await client.post(
        alice,
        'text-sms',
        smsBody({ text_message: `Photos ${emoji}`, google_review_custom_message: `Thanks ${emoji}` }),
      );
      expect(reply.statusCode, emoji).toBe(422);
      expect(reply.json().errors).toEqual({
        text_message: [MESSAGES.emojiInTextMessage],
        google_review_custom_message: [MESSAGES.emojiInReviewMessage],
      });
    }
    const plainSymbols = await client.post(alice, 'text-sms', smsBody({ text_message: 'Photos © 2030 → gallery' }));
    expect(plainSymbols.statusCode).toBe(200);
  });

  it('checks the review link, and that its custom message is given and at most 60 characters', async () => {
    const { client, alice } = setup;
    const badLink = await client.post(alice, 'text-sms', smsBody({ google_review_link: 'www.google.com/review me' }));
    expect(badLink.json().errors).toEqual({ google_review_link: [MESSAGES.invalidReviewLink] });
    const ftp = await client.post(alice, 'text-sms', smsBody({ google_review_link: 'ftp://g.page/r' }));
    expect(ftp.json().errors).toEqual({ google_review_link: [MESSAGES.invalidReviewLink] });

    const missing = await client.post(alice, 'text-sms', smsBody({ google_review_custom_message: '  ' }));
    expect(missing.json().errors).toEqual({ google_review_custom_message: [MESSAGES.reviewMessageRequired] });

    const sixty = 'x'.repeat(60);
    expect((await client.post(alice, 'text-sms', smsBody({ google_review_custom_message: sixty }))).statusCode).toBe(
      200,
    );
    const tooLong = await client.post(alice, 'text-sms', smsBody({ google_review_custom_message: `${sixty}y` }));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({
      message: MESSAGES.reviewMessageTooLong,
      errors: { google_review_custom_message: [MESSAGES.reviewMessageTooLong] },
    });
  });

  it('requires the message and a listed delay', async () => {
    const { client, alice } = setup;
    const reply = await client.post(alice, 'text-sms', smsBody({ text_message: '', google_review_message_delay: 7 }));
    expect(reply.json().errors).toEqual({
      text_message: [MESSAGES.required],
      google_review_message_delay: [MESSAGES.reviewDelay],
    });
  });

  it('lists the review link errors with the other fields’ errors in one reply', async () => {
    const { client, alice, eventId } = setup;
    const reply = await client.post(
      alice,
      'text-sms',
      smsBody({ text_message: '', google_review_link: 'ftp://g.page/r', google_review_custom_message: '' }),
    );
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({
      text_message: [MESSAGES.required],
      google_review_link: [MESSAGES.invalidReviewLink],
      google_review_custom_message: [MESSAGES.reviewMessageRequired],
    });
    const update = await client.post(
      alice,
      `event/sms/update/${eventId}`,
      smsBody({
        eventId: undefined,
        google_review_message_delay: 'soon',
        google_review_custom_message: 'x'.repeat(61),
      }),
    );
    expect(update.json().errors).toEqual({
      google_review_message_delay: [MESSAGES.reviewDelay],
      google_review_custom_message: [MESSAGES.reviewMessageTooLong],
    });
  });

  it("refuses a plan without text messaging and another organiser's event", async () => {
    const { client, eventId } = setup;
    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const refused = await client.post(trial, 'text-sms', smsBody({ eventId: draft }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: MESSAGES.upgradePackage,
      errors: { text_messaging: [MESSAGES.upgradePackage] },
    });
    const bob = await client.organiser('Monthly Pro');
    expect((await client.post(bob, 'text-sms', smsBody())).statusCode).toBe(404);
    expect((await client.post(bob, `event/sms/update/${eventId}`, smsBody())).statusCode).toBe(404);
  });
});
