import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordBodySchema, passwordSchema, resetPasswordBodySchema, signInPasswordSchema } from './accounts.ts';
import { MESSAGES } from './messages.ts';

/** The first text each field gets, as the forms show it. */
function firstTexts(schema: z.ZodType, body: unknown): Record<string, string> {
  const issues = schema.safeParse(body).error?.issues ?? [];
  const texts: Record<string, string> = {};
  for (const issue of issues) texts[issue.path.join('.')] ??= issue.message;
  return texts;
}

describe('account bodies', () => {
  it('ask for a value when an e-mail or password is empty or blank', () => {
    expect(firstTexts(forgotPasswordBodySchema, { email: '  ' })).toEqual({ email: MESSAGES.required });
    expect(firstTexts(passwordSchema, '')).toEqual({ '': MESSAGES.required });
  });

  it('reject a malformed e-mail and accept a normal one with blanks around it', () => {
    expect(firstTexts(forgotPasswordBodySchema, { email: 'someone@' })).toEqual({ email: MESSAGES.invalidEmail });
    expect(forgotPasswordBodySchema.parse({ email: ' someone@example.com ' })).toEqual({
      email: 'someone@example.com',
    });
  });

  it('need a new password of at least 8 characters, and take 6 at sign-in for older accounts', () => {
    expect(firstTexts(passwordSchema, '1234567')).toEqual({ '': MESSAGES.passwordMin });
    expect(MESSAGES.passwordMin).toBe('This field should be minimum 8 characters');
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
    expect(firstTexts(signInPasswordSchema, '12345')).toEqual({ '': MESSAGES.signInPasswordMin });
    expect(signInPasswordSchema.safeParse('123456').success).toBe(true);
  });

  it('need the confirmation to repeat the password, whatever else is wrong', () => {
    expect(
      firstTexts(resetPasswordBodySchema, { token: '', password: 'secret12', password_confirmation: 'secret22' }),
    ).toEqual({ token: MESSAGES.required, password_confirmation: MESSAGES.passwordsDoNotMatch });
    const body = { token: 't', password: 'secret12', password_confirmation: 'secret12' };
    expect(resetPasswordBodySchema.safeParse(body).success).toBe(true);
  });
});
