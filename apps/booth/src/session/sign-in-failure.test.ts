import { ApiError } from '@boothdeck/client';
import { BOOTH_MESSAGES } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { signInFailureMessage } from './sign-in.ts';

describe('what the operator is told when signing in fails', () => {
  it('tells an ended event apart from a wrong password', () => {
    const ended = signInFailureMessage(ApiError.fromReply(410, { message: BOOTH_MESSAGES.eventEnded }));
    expect(ended).toBe(BOOTH_MESSAGES.eventEnded);
    const wrong = signInFailureMessage(
      ApiError.fromReply(401, { message: 'These credentials do not match our records.' }),
    );
    expect(wrong).toMatch(/do not match an event open to booths/);
    expect(wrong).not.toMatch(/ended/);
  });
});
