/** The organiser's SMS bills: the months with sent SMS, one month's bill, and that bill as CSV. */
import { BILLING_TIME_ZONE, type SmsBill, type SmsBillingPeriodsReply } from '@boothdeck/contract';
import { toCsv } from '../../shared/csv.ts';
import { periodBounds, periodLabel, periodOfHour, smsBillOf } from './sms-bill.ts';
import type { SmsBillingReads } from './sms-billing-reads.ts';

type Dependencies = {
  repository: SmsBillingReads;
  /** The catalogue's price of one SMS segment. */
  segmentPrice: () => Promise<{ price: string; currency: string } | undefined>;
  now?: () => Date;
};

export type SmsBillingService = ReturnType<typeof createSmsBillingService>;

/** With no price row in the catalogue, nothing is charged (rather than failing every bill). */
const NO_PRICE = { price: '0', currency: 'AUD' };

export function createSmsBillingService({ repository, segmentPrice, now = () => new Date() }: Dependencies) {
  const amount = (value: number) => value.toFixed(2);

  return {
    async periods(userId: number): Promise<SmsBillingPeriodsReply> {
      const months = new Set((await repository.sentHours(userId)).map((row) => periodOfHour(row.hour)));
      const newestFirst = [...months].sort().reverse();
      return {
        periods: newestFirst.map((period) => ({ period, label: periodLabel(period) })),
        time_zone: BILLING_TIME_ZONE,
      };
    },

    async bill(userId: number, period: string): Promise<SmsBill> {
      const { start, end } = periodBounds(period);
      const [rows, price] = await Promise.all([
        repository.billedEvents(userId, start.toISOString(), end.toISOString()),
        segmentPrice(),
      ]);
      return smsBillOf({ userId, period, rows, price: price ?? NO_PRICE, now: now() });
    },

    /** The bill as a spreadsheet: one line per event, then the total. */
    async csv(userId: number, period: string): Promise<{ fileName: string; text: string }> {
      const bill = await this.bill(userId, period);
      const currency = bill.currency;
      const text = toCsv([
        ['Bill', 'Period', 'Event', 'Messages', 'Segments', `Price per segment (${currency})`, `Amount (${currency})`],
        ...bill.events.map((event) => [
          bill.bill_no,
          bill.period,
          event.event_name,
          event.messages,
          event.segments,
          bill.price_per_segment,
          amount(event.amount),
        ]),
        [
          bill.bill_no,
          bill.period,
          'Total',
          bill.totals.messages,
          bill.totals.segments,
          '',
          amount(bill.totals.amount),
        ],
      ]);
      return { fileName: `sms-bill-${bill.period}.csv`, text };
    },
  };
}
