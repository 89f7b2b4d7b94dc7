import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordBodySchema, passwordSchema, resetPasswordBodySchema } from './accounts.ts';
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

  it('need a password of at least 6 characters', () => {
    expect(firstTexts(passwordSchema, '12345')).toEqual({ '': MESSAGES.passwordMin });
    expect(passwordSchema.safeParse('123456').success).toBe(true);
  });

  it('need the confirmation to repeat the password, whatever else is wrong', () => {
    expect(
      firstTexts(resetPasswordBodySchema, { token: '', password: 'secret1', password_confirmation: 'secret2' }),
    ).toEqual({ token: MESSAGES.required, password_confirmation: MESSAGES.passwordsDoNotMatch });
    const body = { token: 't', password: 'secret1', password_confirmation: 'secret1' };
    expect(resetPasswordBodySchema.safeParse(body).success).toBe(true);
  });
});
