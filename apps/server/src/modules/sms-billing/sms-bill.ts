/**
 * Billing months in the billing zone, and the sums of a bill: a month begins at midnight on
 * its first day there; each event's amount is its segments × the segment price, rounded to the
 * cent, and the total is the sum of those amounts, so the lines of a bill add up to its total.
 */
import { BILLING_TIME_ZONE, type SmsBill } from '@boothdeck/contract';
import { instantToWallTime, wallTimeToInstant } from '../../shared/wall-times.ts';
import type { BilledEventRow } from './sms-billing-reads.ts';

/** [start, end) of a 'YYYY-MM' month in the billing zone. */
export function periodBounds(period: string): { start: Date; end: Date } {
  const [year = 0, month = 1] = period.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return {
    start: wallTimeToInstant(`${period}-01 00:00`, BILLING_TIME_ZONE),
    end: wallTimeToInstant(`${next}-01 00:00`, BILLING_TIME_ZONE),
  };
}

/** The billing month of a UTC hour 'YYYY-MM-DDTHH' (the zone's offsets are whole hours). */
export function periodOfHour(hour: string): string {
  return instantToWallTime(`${hour}:00:00.000Z`, BILLING_TIME_ZONE).slice(0, 7);
}

/** 'November 2026'. */
export function periodLabel(period: string): string {
  const [year = 0, month = 1] = period.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 15),
  );
}

/** A catalogue price ('0.08') in ten-thousandths of a dollar, so fractions of a cent survive until the sum. */
function priceInBasisPoints(price: string): number {
  const amount = Number(price);
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Invalid catalogue price ${price}`);
  return Math.round(amount * 10_000);
}

/** Whole cents for `segments` at a price in ten-thousandths of a dollar, half a cent rounded up. */
const centsFor = (segments: number, basisPoints: number) => Math.round((segments * basisPoints) / 100);

type BillInput = {
  userId: number;
  period: string;
  rows: BilledEventRow[];
  price: { price: string; currency: string };
  now: Date;
};

export function smsBillOf({ userId, period, rows, price, now }: BillInput): SmsBill {
  const { start, end } = periodBounds(period);
  const unit = priceInBasisPoints(price.price);
  const messages = rows.reduce((sum, row) => sum + row.messages, 0);
  const segments = rows.reduce((sum, row) => sum + row.segments, 0);
  // Summed in whole cents, so no fraction of a cent is rounded twice or lost between the lines.
  const lines = rows.map((row) => ({ row, cents: centsFor(row.segments, unit) }));
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  return {
    bill_no: `SMS-${period.replace('-', '')}-${userId}`,
    period,
    label: periodLabel(period),
    time_zone: BILLING_TIME_ZONE,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    status: now < end ? 'open' : 'pending',
    currency: price.currency,
    price_per_segment: unit / 10_000,
    events: lines.map(({ row, cents }) => ({ ...row, amount: cents / 100 })),
    totals: { messages, segments, amount: totalCents / 100 },
  };
}
