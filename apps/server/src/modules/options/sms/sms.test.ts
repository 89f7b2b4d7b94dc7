import { smsEndpoints, type TextSmsBody } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../../test/call-app.ts';
import { useOptionStep } from '../../../test/option-step-setup.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

const SMS_SETTINGS: Omit<TextSmsBody, 'eventId'> = {
  text_message: 'Your photos from the Harbour party are here',
  google_review_link: 'https://g.page/r/harbour/review',
  google_review_custom_message: 'Tell us how we did!',
  google_review_message_delay: 30,
  send: 1,
};

describe.each(TEST_DIALECTS)('text messaging step on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Pro', { text_messaging: 1 });
  const smsBody = (extra: Partial<TextSmsBody> = {}): TextSmsBody => ({
    eventId: setup.eventId,
    ...SMS_SETTINGS,
    ...extra,
  });
  const save = (member: SignedIn, body: TextSmsBody) => setup.client.call(member, smsEndpoints.save, { body });
  /** The update call of the event in the path, its body naming no event. */
  const update = (member: SignedIn, eventId: number, extra: Partial<TextSmsBody>) =>
    setup.client.call(member, smsEndpoints.update, {
      params: { id: eventId },
      body: { ...SMS_SETTINGS, ...extra, eventId: undefined },
    });

  it('saves a draft and then the step, shown on the event', async () => {
    const { client, alice, eventId } = setup;
    const draft = await save(alice, smsBody({ draft_status: 'draft' }));
    expect(replyOf(draft)).toMatchObject({ text_sms: { draft_status: 'draft' }, message: MESSAGES.draftSaved });
    const saved = await save(alice, smsBody({ google_review_message_delay: '1440' }));
    expect(replyOf(saved).text_sms).toEqual({ draft_status: 'final' });
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
    const { alice, eventId } = setup;
    const reply = await update(alice, eventId, {
      google_review_link: '',
      google_review_custom_message: null,
      google_review_message_delay: '',
    });
    expect(replyOf(reply).text_message).toMatchObject({
      google_review_link: '',
      google_review_custom_message: '',
      google_review_message_delay: 1,
    });
  });

  it('refuses emoji in the message and in the review message', async () => {
    const { alice } = setup;
    for (const emoji of ['🎉', '❤️', '👍🏽', '🇦🇺', '1️⃣']) {
      const reply = await save(
        alice,
        smsBody({ text_message: `Photos ${emoji}`, google_review_custom_message: `Thanks ${emoji}` }),
      );
      expect(reply.statusCode, emoji).toBe(422);
      expect(errorOf(reply, 422).errors).toEqual({
        text_message: [MESSAGES.emojiInTextMessage],
        google_review_custom_message: [MESSAGES.emojiInReviewMessage],
      });
    }
    const plainSymbols = await save(alice, smsBody({ text_message: 'Photos © 2030 → gallery' }));
    expect(plainSymbols.statusCode).toBe(200);
  });

  it('checks the review link, and that its custom message is given and at most 60 characters', async () => {
    const { alice } = setup;
    const badLink = await save(alice, smsBody({ google_review_link: 'www.google.com/review me' }));
    expect(errorOf(badLink, 422).errors).toEqual({ google_review_link: [MESSAGES.invalidReviewLink] });
    const ftp = await save(alice, smsBody({ google_review_link: 'ftp://g.page/r' }));
    expect(errorOf(ftp, 422).errors).toEqual({ google_review_link: [MESSAGES.invalidReviewLink] });

    const missing = await save(alice, smsBody({ google_review_custom_message: '  ' }));
    expect(errorOf(missing, 422).errors).toEqual({ google_review_custom_message: [MESSAGES.reviewMessageRequired] });

    const sixty = 'x'.repeat(60);
    expect((await save(alice, smsBody({ google_review_custom_message: sixty }))).statusCode).toBe(200);
    const tooLong = await save(alice, smsBody({ google_review_custom_message: `${sixty}y` }));
    expect(errorOf(tooLong, 422)).toEqual({
      message: MESSAGES.reviewMessageTooLong,
      errors: { google_review_custom_message: [MESSAGES.reviewMessageTooLong] },
    });
  });

  it('requires the message and a listed delay', async () => {
    const { alice } = setup;
    const reply = await save(alice, smsBody({ text_message: '', google_review_message_delay: 7 }));
    expect(errorOf(reply, 422).errors).toEqual({
      text_message: [MESSAGES.required],
      google_review_message_delay: [MESSAGES.reviewDelay],
    });
  });

  it('lists the review link errors with the other fields’ errors in one reply', async () => {
    const { alice, eventId } = setup;
    const reply = await save(
      alice,
      smsBody({ text_message: '', google_review_link: 'ftp://g.page/r', google_review_custom_message: '' }),
    );
    expect(errorOf(reply, 422).errors).toEqual({
      text_message: [MESSAGES.required],
      google_review_link: [MESSAGES.invalidReviewLink],
      google_review_custom_message: [MESSAGES.reviewMessageRequired],
    });
    const updated = await update(alice, eventId, {
      google_review_message_delay: 'soon',
      google_review_custom_message: 'x'.repeat(61),
    });
    expect(errorOf(updated, 422).errors).toEqual({
      google_review_message_delay: [MESSAGES.reviewDelay],
      google_review_custom_message: [MESSAGES.reviewMessageTooLong],
    });
  });

  it("refuses a plan without text messaging and another organiser's event", async () => {
    const { client, eventId } = setup;
    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const refused = await save(trial, smsBody({ eventId: draft }));
    expect(errorOf(refused, 403)).toEqual({
      message: MESSAGES.upgradePackage,
      errors: { text_messaging: [MESSAGES.upgradePackage] },
    });
    const bob = await client.organiser('Monthly Pro');
    expect((await save(bob, smsBody())).statusCode).toBe(404);
    expect((await update(bob, eventId, {})).statusCode).toBe(404);
  });
});
