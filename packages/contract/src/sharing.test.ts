import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { SHARING_MESSAGES, shareBySmsFormSchema, shareMessageBodySchema } from './sharing.ts';

const item = { event_id: '7', media_id: 12 };

describe('share bodies', () => {
  it("keeps a mobile number's digits and leading +, whatever the guest typed between them", () => {
    expect(shareBySmsFormSchema.parse({ send_sms: ' +61 (412) 345-678 ' })).toEqual({ send_sms: '+61412345678' });
    for (const typed of ['0412 34', 'call me', '+1234567890123456', '04+12345678']) {
      const issues = shareBySmsFormSchema.safeParse({ send_sms: typed }).error?.issues ?? [];
      expect(
        issues.map((issue) => issue.message),
        typed,
      ).toEqual([SHARING_MESSAGES.invalidPhone]);
    }
    expect(shareBySmsFormSchema.safeParse({ send_sms: ' ' }).error?.issues[0]?.message).toBe(MESSAGES.required);
  });

  it("reads the original client's body as it is sent, and drops any text of the guest's", () => {
    const parsed = shareMessageBodySchema.parse({
      ...item,
      sharing_platform: 'sms',
      phone: '0412345678',
      sms_share: '1',
      share_datetime: '2026-11-25 10:30',
      message: 'my own words',
    });
    expect(parsed).toEqual({
      event_id: 7,
      media_id: 12,
      sharing_platform: 'sms',
      phone: '0412345678',
      sms_share: 1,
      share_datetime: '2026-11-25 10:30',
    });
    const email = shareMessageBodySchema.parse({ ...item, sharing_platform: 'email', email: ' Ada@Example.com ' });
    expect(email).toEqual({ event_id: 7, media_id: 12, sharing_platform: 'email', email: 'ada@example.com' });
  });
});
