/**
 * The test gateway, made to take its time the way a real processor does: while held, every
 * charge waits until released. It counts the charges it was asked for (and keeps nothing else).
 */
import { expect, vi } from 'vitest';
import type { PaymentGateway } from '../platform/payments/payment-gateway.ts';
import { createTestGateway } from '../platform/payments/test-gateway.ts';

export type HeldGateway = PaymentGateway & {
  /** Charges asked for so far, held or not. */
  readonly charges: number;
  /** Sends the requests at once and answers every reply, with charges held meanwhile. */
  sendTogether<T>(requests: (() => Promise<T>)[]): Promise<T[]>;
};

export function createHeldGateway(): HeldGateway {
  const processor = createTestGateway();
  let charges = 0;
  let held: Promise<void> = Promise.resolve();

  return {
    name: processor.name,
    simulated: processor.simulated,
    get charges() {
      return charges;
    },
    async charge(request) {
      charges += 1;
      await held;
      return processor.charge(request);
    },
    async sendTogether<T>(requests: (() => Promise<T>)[]): Promise<T[]> {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      const chargesBefore = charges;
      let answered = 0;
      let replies: Promise<T[]>;
      try {
        replies = Promise.all(
          requests.map((send) =>
            send().then((reply) => {
              answered += 1;
              return reply;
            }),
          ),
        );
        // Let the charges through only once every request has reached the gateway or been answered
        // without it, so each one had its chance to charge while the first was still in progress.
        await vi.waitFor(() => expect(charges - chargesBefore + answered).toBeGreaterThanOrEqual(requests.length), {
          timeout: 20_000,
          interval: 10,
        });
      } finally {
        release();
        held = Promise.resolve();
      }
      return replies;
    },
  };
}
