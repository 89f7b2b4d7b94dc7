/**
 * Card payments and the claims that keep two of them from running at once. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** `refunded`: paid, then wholly refunded at the processor. */
export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'failed' | 'refunded';

/** A card charge. Never the card number or CVV: only brand, last 4 and the gateway's charge id. */
export type PaymentsTable = {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  amount_cents: number;
  currency: string;
  gateway: string;
  status: PaymentStatus;
  idempotency_key: string | null;
  charge_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * A payment under way for one thing (a membership change, one event's device) of one user: at
 * most one at a time, so a second concurrent attempt is refused instead of charging again.
 */
export type PaymentClaimsTable = {
  user_id: number;
  scope: string;
  /** Names the request holding the claim, so it releases only its own. */
  token: string;
  idempotency_key: string | null;
  claimed_at: string;
};

/** One of the processor's ids (checkout session, payment intent, subscription, invoice) that names a payment. */
export type PaymentReferencesTable = {
  reference: string;
  payment_id: number;
};

/** A processor's webhook event already applied: a second delivery of it changes nothing. */
export type PaymentGatewayEventsTable = {
  /** The processor's own id of the event (Stripe's evt_…), not one of ours. */
  gateway_event_id: string;
  type: string;
  received_at: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type PaymentsTables = {
  payments: PaymentsTable;
  payment_claims: PaymentClaimsTable;
  payment_references: PaymentReferencesTable;
  payment_gateway_events: PaymentGatewayEventsTable;
};
