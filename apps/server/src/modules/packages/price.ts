/** Catalogue prices are dollar amounts written as text ('49', '49.50'); payments count cents. */
export function priceToCents(value: string | null): number {
  if (value === null) return 0;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Invalid catalogue price ${value}`);
  return Math.round(amount * 100);
}

export const centsToDollars = (cents: number): number => cents / 100;
