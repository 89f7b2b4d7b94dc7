/**
 * Purchases paid on a hosted checkout page (Stripe Checkout). Starting one records a pending
 * payment and asks the processor for a page; what the organiser then did arrives as the
 * processor's signed events, each applied once in one transaction with what it changes: the
 * payment's status and, through the handlers of the part that sold it, the purchase itself.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { type CheckoutPayment, createCheckoutRepository } from './checkout.repository.ts';
import type { CheckoutRequest, GatewayEvent, PaymentGateway } from './payment-gateway.ts';
import { createPaymentsRepository } from './payments.repository.ts';

export type { CheckoutPayment } from './checkout.repository.ts';

type Change = (trx: Transaction<Database>, payment: CheckoutPayment) => Promise<void>;

/** Work that must wait until the change is committed: a call to the gateway, say. */
export type AfterCommit = () => Promise<void>;

/** What a part selling something through checkout does when its payment changes. */
export type CheckoutHandlers = {
  paid: (trx: Transaction<Database>, payment: CheckoutPayment) => Promise<AfterCommit | undefined>;
  refunded: Change;
  renewalFailed: Change;
  renewed: Change;
};

export type StartCheckout = Omit<CheckoutRequest, 'paymentId' | 'currency' | 'idempotencyKey'> & {
  userId: number;
  /** What is bought, `<handler name>:<what>` (e.g. `membership:3`): the handler its events go to. */
  purpose: string;
  idempotencyKey?: string | undefined;
};

/** `invalid`: a wrong, missing or stale signature, or not an event; nothing was applied. */
export type WebhookOutcome = 'applied' | 'repeated' | 'invalid';

export type CheckoutPayments = ReturnType<typeof createCheckoutPayments>;

export function createCheckoutPayments(options: {
  db: Kysely<Database>;
  gateway: PaymentGateway;
  currency: string;
  log: FastifyBaseLogger;
}) {
  const { gateway, currency, log } = options;
  const payments = createPaymentsRepository(options.db);
  const repository = createCheckoutRepository(options.db);
  const handlers = new Map<string, CheckoutHandlers>();

  const handlersOf = (payment: CheckoutPayment) => handlers.get(payment.purpose.split(':')[0] ?? '');

  async function apply(trx: Transaction<Database>, event: GatewayEvent): Promise<AfterCommit | undefined> {
    if (event.kind === 'ignored') return undefined;
    // A completed checkout counts only for the session this server made for that payment: another
    // install on the same Stripe account (a staging server, say) numbers its payments too.
    const found = await repository.byReference(trx, event.kind === 'completed' ? [event.sessionId] : event.references);
    const payment = event.kind === 'completed' && found?.id !== event.paymentId ? undefined : found;
    const handler = payment && handlersOf(payment);
    if (!payment || !handler) {
      log.warn({ event: event.id, kind: event.kind }, 'a payment event names no payment of ours; ignored');
      return undefined;
    }
    const now = nowIso();
    if (event.kind === 'completed') {
      if (payment.status !== 'pending') return undefined;
      await repository.setStatus(trx, payment.id, { status: 'succeeded', chargeId: event.chargeId, nowIso: now });
      await repository.addReferences(trx, payment.id, event.references);
      return handler.paid(trx, payment);
    }
    if (event.kind === 'refunded') {
      await repository.setStatus(trx, payment.id, { status: 'refunded', nowIso: now });
      await handler.refunded(trx, payment);
    } else if (event.kind === 'renewal_failed') {
      await handler.renewalFailed(trx, payment);
    } else {
      await repository.addReferences(trx, payment.id, event.newReferences);
      await handler.renewed(trx, payment);
    }
    return undefined;
  }

  return {
    /** Whether paid purchases go through the hosted checkout (and never through the card form). */
    available: gateway.checkout !== undefined,

    /** Registers what happens to `<name>:…` purchases when their payments change. */
    handle(name: string, purchaseHandlers: CheckoutHandlers): void {
      handlers.set(name, purchaseHandlers);
    },

    /** Records a pending payment and answers the checkout page's address; a repeated key answers the same page. */
    async start(request: StartCheckout): Promise<{ url: string }> {
      const checkout = gateway.checkout;
      if (!checkout) throw new AppError('conflict', MESSAGES.paymentFailed);
      const key = request.idempotencyKey ?? randomUUID();
      const { userId, purpose, amountCents } = request;
      const pending = { userId, purpose, amountCents, currency, gateway: gateway.name, idempotencyKey: key };
      const paymentId =
        (await payments.insertPending({ ...pending, nowIso: nowIso() })) ?? (await payments.findByKey(userId, key))?.id;
      if (paymentId === undefined) throw new AppError('payment_failed', MESSAGES.paymentFailed);
      // The processor answers a repeated key with the session it made the first time.
      const session = await checkout
        .createSession({ ...request, currency, paymentId, idempotencyKey: `${request.userId}:${key}` })
        .catch((error: unknown) => {
          log.error({ err: error }, 'the payment gateway did not make a checkout session');
          throw new AppError('payment_failed', MESSAGES.paymentFailed);
        });
      await repository.transaction((trx) => repository.addReferences(trx, paymentId, [session.id]));
      return { url: session.url };
    },

    /** Applies one signed webhook body, once however often it is delivered. */
    async receive(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
      const event = gateway.checkout?.readEvent(rawBody, signature) ?? null;
      if (!event) return 'invalid';
      const type = event.kind === 'ignored' ? event.type : event.kind;
      const applied = await repository.transaction(async (trx) => {
        if (!(await repository.recordEvent(trx, { id: event.id, type, nowIso: nowIso() }))) return null;
        return { after: await apply(trx, event) };
      });
      if (!applied) return 'repeated';
      await applied.after?.();
      return 'applied';
    },

    /**
     * Stops what the gateway would still charge for a payment whose purchase has been replaced
     * (the subscription of a package given up for another). A failure is logged for an operator
     * to finish in the gateway's dashboard; it does not undo the change already made.
     */
    async stopRenewals(paymentId: number | null): Promise<void> {
      const checkout = gateway.checkout;
      if (paymentId === null || !checkout) return;
      const references = await repository.referencesOf(paymentId);
      await checkout.cancelRenewals(references).catch((error: unknown) => {
        log.error({ err: error, paymentId }, 'a replaced subscription could not be cancelled at the payment gateway');
      });
    },
  };
}
