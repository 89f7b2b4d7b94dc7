import type { PackageType } from '@boothdeck/contract';
import { formatDollars, getBillingPeriod } from '@/shared/lib/format-price';

/** A catalogue value: 'true' / 'false' for an item, a number for a price, anything else shown as is. */
export type PackageValue =
  | { kind: 'included' }
  | { kind: 'excluded' }
  | { kind: 'price'; text: string }
  | { kind: 'text'; text: string };

/** 0 → "Free"; 49 monthly → "$49 AUD / month"; 490 yearly → "$490 AUD / year". */
export function formatPackagePrice(amount: number, type: PackageType): string {
  return amount === 0 ? 'Free' : `${formatDollars(amount)} / ${getBillingPeriod(type)}`;
}

export function readPackageValue(value: string, type: PackageType): PackageValue {
  const trimmed = value.trim();
  if (trimmed === 'true') return { kind: 'included' };
  if (trimmed === 'false') return { kind: 'excluded' };
  const amount = Number(trimmed);
  if (trimmed !== '' && Number.isFinite(amount)) return { kind: 'price', text: formatPackagePrice(amount, type) };
  return { kind: 'text', text: trimmed };
}
