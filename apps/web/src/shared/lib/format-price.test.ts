import { describe, expect, it } from 'vitest';
import { formatDollars, getBillingPeriod } from './format-price';

describe('price formatting', () => {
  it('shows whole dollars without cents and parts of a dollar with them', () => {
    expect(formatDollars(49)).toBe('$49');
    expect(formatDollars(49.5)).toBe('$49.50');
    expect(formatDollars(1490)).toBe('$1,490');
  });

  it('bills yearly packages per year and every other package per month', () => {
    expect(getBillingPeriod('yearly')).toBe('year');
    expect(getBillingPeriod('monthly')).toBe('month');
    expect(getBillingPeriod('trial')).toBe('month');
    expect(getBillingPeriod('single')).toBe('month');
  });
});
