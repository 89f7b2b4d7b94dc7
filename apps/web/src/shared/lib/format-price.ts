/** Money as the package and payment screens show it. */
import type { PackageType } from '@boothdeck/contract';
import { CURRENCY } from '@boothdeck/contract/constants';

export type BillingPeriod = 'month' | 'year';

/** Yearly prices show per year, every other package per month. */
export const getBillingPeriod = (type: PackageType): BillingPeriod => (type === 'yearly' ? 'year' : 'month');

/** 49 → "$49", 49.5 → "$49.50", 1490 → "$1,490". */
export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
