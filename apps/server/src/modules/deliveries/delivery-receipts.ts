/**
 * What the ledger learns after a message was sent: an e-mail's first open (its picture loaded)
 * and an SMS provider's delivery report. Both find their row by its random token only.
 */
import { nowIso } from '../../shared/clock.ts';
import type { DeliveriesRepository } from './deliveries.repository.ts';
import type { DeliveryService } from './delivery.service.ts';

/** A token as the ledger makes them (24 random bytes in base64url); anything else finds nothing. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Twilio's reasons for the undelivered messages an organiser meets most, in words they can act on. */
const TWILIO_ERRORS: Record<string, string> = {
  '30003': 'the phone is switched off or out of reach',
  '30004': 'the recipient blocked the message',
  '30005': 'the number does not exist',
  '30006': 'the number is a landline or its carrier cannot take text messages',
  '30007': 'the carrier filtered it as unwanted',
  '30008': 'the carrier gave no reason',
};

export type SmsReport = { status: string; errorCode?: string | undefined };

/** The failure reason the ledger keeps for a provider's report of an SMS that did not arrive. */
export function undeliveredReason({ status, errorCode }: SmsReport): string {
  const code = errorCode?.trim();
  const why = code ? TWILIO_ERRORS[code] : undefined;
  const named = code ? ` (error ${code}${why ? `: ${why}` : ''})` : '';
  return `The SMS provider reported it ${status}${named}`.slice(0, 500);
}

export function createDeliveryReceipts(
  repository: DeliveriesRepository,
  deliveries: Pick<DeliveryService, 'fallBackByEmail'>,
) {
  return {
    /** The first load of an e-mail's picture marks it opened; every other load changes nothing. */
    async recordOpen(token: string): Promise<void> {
      if (TOKEN.test(token)) await repository.markOpened(token, nowIso());
    },

    /**
     * A delivery report: `delivered` marks the sent SMS so; `undelivered` or `failed` fails it with
     * the provider's error, and its guest gets it by e-mail if they gave an address. Reports of the
     * steps before (queued, sent) change nothing.
     */
    async recordSmsReport(token: string, report: SmsReport): Promise<void> {
      if (!TOKEN.test(token)) return;
      if (report.status === 'delivered') {
        await repository.markDelivered(token, nowIso());
        return;
      }
      if (report.status !== 'undelivered' && report.status !== 'failed') return;
      const failed = await repository.markUndelivered(token, undeliveredReason(report), nowIso());
      if (failed) await deliveries.fallBackByEmail(failed);
    },
  };
}

export type DeliveryReceipts = ReturnType<typeof createDeliveryReceipts>;
