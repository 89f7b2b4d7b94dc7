import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { REVIEW_MESSAGE_MAX_LENGTH, smsTextLength } from '../option-constants.ts';
import { textSmsBodySchema } from './sms.ts';

const REVIEW_LINK = 'https://g.page/r/booth/review';
/** A pictograph the emoji check lets through (no emoji style): two UTF-16 units, one character. */
const PEPPER = '🌶';

const reviewMessageErrors = (message: string) => {
  const parsed = textSmsBodySchema.safeParse({
    eventId: 12,
    text_message: 'Your photos are ready',
    google_review_link: REVIEW_LINK,
    google_review_custom_message: message,
  });
  return (parsed.error?.issues ?? []).map((issue) => issue.message);
};

describe('the length of an SMS text', () => {
  it('counts each character once, one outside the basic plane too, where a string length counts two', () => {
    expect(smsTextLength('Hot 🌶 sauce')).toBe(11);
    expect('Hot 🌶 sauce'.length).toBe(12);
    expect(smsTextLength('Party 🎉')).toBe(7);
    expect(smsTextLength('𝐁old é')).toBe(6);
    expect(smsTextLength('')).toBe(0);
  });

  it('is what the review message is held to: 60 characters pass, 61 do not, whatever their UTF-16 length', () => {
    const atTheLimit = `${'x'.repeat(REVIEW_MESSAGE_MAX_LENGTH - 2)}${PEPPER}${PEPPER}`;
    expect(atTheLimit.length).toBe(REVIEW_MESSAGE_MAX_LENGTH + 2);
    expect(reviewMessageErrors(atTheLimit)).toEqual([]);
    expect(reviewMessageErrors(`${atTheLimit}x`)).toEqual([MESSAGES.reviewMessageTooLong]);
  });
});
