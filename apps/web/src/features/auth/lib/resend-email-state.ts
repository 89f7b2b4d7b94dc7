/** What the resend-verification page needs, passed as navigation state after sign-up or an unverified sign-in. */
export type ResendEmailState = { id: number; email: string };

export function readResendEmailState(state: unknown): ResendEmailState | null {
  if (typeof state !== 'object' || state === null || !('id' in state) || !('email' in state)) return null;
  const { id, email } = state;
  return typeof id === 'number' && typeof email === 'string' && email ? { id, email } : null;
}
