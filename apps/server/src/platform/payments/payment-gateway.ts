/**
 * The one interface every card processor is used through. A gateway sees the card for the
 * length of one call; nothing here keeps or logs the number or the CVV.
 */
export type CardDetails = {
  number: string;
  holderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
};

export type ChargeRequest = {
  amountCents: number;
  currency: string;
  card: CardDetails;
  description: string;
  /** Passed on to the processor so a retried call never charges twice. */
  idempotencyKey: string;
};

export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string; brand: string; last4: string }
  | { status: 'declined'; reason: string; brand: string; last4: string };

/** A hosted checkout page for one purchase: the card is typed on the processor's page, never sent to us. */
export type CheckoutRequest = {
  amountCents: number;
  currency: string;
  description: string;
  /** Renewed by the processor every month or year (a subscription), or paid once (null). */
  recurring: 'month' | 'year' | null;
  customerEmail: string;
  /** Our payment's id, carried on the processor's objects. */
  paymentId: number;
  successUrl: string;
  cancelUrl: string;
  /** Passed on to the processor so a retried call makes one session, not two. */
  idempotencyKey: string;
};

/**
 * What the processor's signed event says happened, in our terms. `references` are the
 * processor's ids that name the payment (session, payment intent, subscription, invoice).
 */
export type GatewayEvent = { id: string } & (
  | { kind: 'completed'; sessionId: string; paymentId: number; chargeId: string; references: string[] }
  | { kind: 'refunded'; references: string[] }
  | { kind: 'renewal_failed'; references: string[] }
  | { kind: 'renewed'; references: string[]; newReferences: string[] }
  | { kind: 'ignored'; type: string }
);

export type HostedCheckout = {
  createSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Stops whatever the processor would still charge for a payment (its subscription), named by its references. */
  cancelRenewals(references: string[]): Promise<void>;
  /** The event a webhook body carries, or null when its signature is missing, wrong or too old. */
  readEvent(rawBody: string, signature: string | undefined): GatewayEvent | null;
};

export type PaymentGateway = {
  readonly name: string;
  /** True for the built-in test gateway: no money moves. */
  readonly simulated: boolean;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Present when paid purchases go through the processor's hosted checkout instead of our card form. */
  readonly checkout?: HostedCheckout;
};
