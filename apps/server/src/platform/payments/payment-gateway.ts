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

export type PaymentGateway = {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
};
