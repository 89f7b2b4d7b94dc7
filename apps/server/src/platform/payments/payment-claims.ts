/**
 * One payment at a time per user and thing paid for. Checking that something is still unpaid,
 * charging the card and granting what it buys run while holding a claim row in the database, so
 * a concurrent second attempt (another tab, another server process) is refused before it can
 * charge. A claim left by a process that died mid-charge is taken over once it is stale.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { MINUTE_MS, nowIso } from '../../shared/clock.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** Longer than any gateway call may take, so a live request never loses its claim. */
export const PAYMENT_CLAIM_STALE_MS = 5 * MINUTE_MS;
/** How long a repeat of a request still running (same idempotency key) waits for its answer. */
export const SAME_REQUEST_WAIT_MS = 10_000;
export const SAME_REQUEST_POLL_MS = 50;

export type Claim = {
  userId: number;
  /** What is being paid for, e.g. 'membership' or 'event:12'. */
  scope: string;
  idempotencyKey: string | undefined;
};

export const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export function createPaymentClaims(repository: PaymentsRepository) {
  return {
    /**
     * Runs `work` while holding the claim. Another request holding it is refused with a 409,
     * unless it is this same request repeated (same idempotency key): that one waits for the
     * first to finish and then runs `work`, which answers with the first one's outcome.
     */
    async hold<T>(claim: Claim, work: () => Promise<T>): Promise<T> {
      const deadline = Date.now() + SAME_REQUEST_WAIT_MS;
      const key = claim.idempotencyKey ?? null;
      for (;;) {
        const token = randomUUID();
        const taken = await repository.takeClaim({
          userId: claim.userId,
          scope: claim.scope,
          token,
          idempotencyKey: key,
          nowIso: nowIso(),
          staleBeforeIso: new Date(Date.now() - PAYMENT_CLAIM_STALE_MS).toISOString(),
        });
        if (taken) {
          try {
            return await work();
          } finally {
            await repository.releaseClaim(claim.userId, claim.scope, token);
          }
        }
        const holder = await repository.claimHolder(claim.userId, claim.scope);
        // No holder: it let go between the two queries, so try again at once.
        if (holder === undefined) continue;
        if (key === null || holder.idempotency_key !== key || Date.now() > deadline)
          throw new AppError('conflict', MESSAGES.paymentInProgress);
        await pause(SAME_REQUEST_POLL_MS);
      }
    },
  };
}
