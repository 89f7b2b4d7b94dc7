import { describe, expect, it } from 'vitest';
import { formatDollars, getBillingPeriod } from './format-price';

describe('price formatting', () => {
  it('shows whole dollars without cents and parts of a dollar with them, always with the currency', () => {
    expect(formatDollars(49)).toBe('$49 AUD');
    expect(formatDollars(49.5)).toBe('$49.50 AUD');
    expect(formatDollars(1490)).toBe('$1,490 AUD');
  });

  it('shows a bill line with cents, a per-segment price to four places, and another currency by its code', () => {
    expect(formatDollars(3, { withCents: true })).toBe('$3.00 AUD');
    expect(formatDollars(0.0825, { withCents: true, maxDigits: 4 })).toBe('$0.0825 AUD');
    expect(formatDollars(12, { currency: 'USD' })).toBe('$12 USD');
    expect(formatDollars(0.56, { withCents: true, withoutCode: true })).toBe('$0.56');
  });

  it('bills yearly packages per year and every other package per month', () => {
    expect(getBillingPeriod('yearly')).toBe('year');
    expect(getBillingPeriod('monthly')).toBe('month');
    expect(getBillingPeriod('trial')).toBe('month');
    expect(getBillingPeriod('single')).toBe('month');
  });
});
