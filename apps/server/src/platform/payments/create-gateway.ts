import type { AppConfig } from '../../config.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

/** The gateway PAYMENT_GATEWAY names; config.ts has made sure Stripe's settings are there when it is stripe. */
export function createPaymentGateway(config: Pick<AppConfig, 'paymentGateway' | 'stripe'>): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.stripe) return createStripeGateway(config.stripe);
  return createTestGateway();
}
