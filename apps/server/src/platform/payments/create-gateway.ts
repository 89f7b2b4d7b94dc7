import type { AppConfig } from '../../config.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

/** The gateway PAYMENT_GATEWAY names. A real processor plugs in here behind the same interface. */
export function createPaymentGateway(name: AppConfig['paymentGateway']): PaymentGateway {
  switch (name) {
    case 'test':
      return createTestGateway();
  }
}
