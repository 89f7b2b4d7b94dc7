/**
 * The built-in `test` gateway: no money moves. It follows the usual test-card conventions:
 * 4242 4242 4242 4242 (and any other valid number) succeeds, the numbers below are declined.
 */
import { randomBytes } from 'node:crypto';
import { cardBrand, cardDigits } from '@boothdeck/contract/card';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { PaymentGateway } from './payment-gateway.ts';

const DECLINES: Record<string, string> = {
  '4000000000000002': MESSAGES.cardDeclined,
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    simulated: true,
    async charge({ card }) {
      const digits = cardDigits(card.number);
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      const reason = DECLINES[digits];
      if (reason) return { status: 'declined', reason, brand, last4 };
      return { status: 'succeeded', chargeId: `ch_test_${randomBytes(12).toString('hex')}`, brand, last4 };
    },
  };
}
