/** Money as every screen shows it: the amount with its currency code, '$49 AUD', so no price reads as another dollar. */
import type { PackageType } from '@boothdeck/contract';
import { CURRENCY } from '@boothdeck/contract/constants';

export type BillingPeriod = 'month' | 'year';

/** Yearly prices show per year, every other package per month. */
export const getBillingPeriod = (type: PackageType): BillingPeriod => (type === 'yearly' ? 'year' : 'month');

type MoneyOptions = {
  currency?: string;
  /** Always show cents (bill lines), instead of only when there are any (prices). */
  withCents?: boolean;
  /** Digits after the point at most: 4 for a per-segment SMS price. */
  maxDigits?: number;
  /** Leave the code out: only in a table whose column heading names the currency ('Amount (AUD)'). */
  withoutCode?: boolean;
};

/** 49 → "$49 AUD", 49.5 → "$49.50 AUD", 1490 → "$1,490 AUD". */
export function formatDollars(
  amount: number,
  { currency = CURRENCY, withCents, maxDigits = 2, withoutCode = false }: MoneyOptions = {},
) {
  const number = new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: (withCents ?? !Number.isInteger(amount)) ? 2 : 0,
    maximumFractionDigits: maxDigits,
  }).format(amount);
  return withoutCode ? number : `${number} ${currency}`;
}
