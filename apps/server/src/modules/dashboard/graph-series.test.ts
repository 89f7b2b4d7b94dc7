import { describe, expect, it } from 'vitest';
import { dayBuckets, graphStartDay, monthBuckets } from './graph-series.ts';

const NOW = new Date('2026-03-02T05:30:00.000Z'); // a Monday

describe('dashboard graph buckets', () => {
  it('names the last 7 UTC days by weekday, ending today, and fills missing days with 0', () => {
    const buckets = dayBuckets(
      [
        { day: '2026-03-02', total: 4 },
        { day: '2026-02-24', total: 9 }, // 6 days ago: the first bucket
        { day: '2026-02-23', total: 100 }, // 7 days ago: outside
      ],
      NOW,
      7,
    );
    expect(buckets).toEqual([
      { name: 'Tue', value: 9 },
      { name: 'Wed', value: 0 },
      { name: 'Thu', value: 0 },
      { name: 'Fri', value: 0 },
      { name: 'Sat', value: 0 },
      { name: 'Sun', value: 0 },
      { name: 'Mon', value: 4 },
    ]);
  });

  it('names the last 30 days as day and month, across a month end', () => {
    const buckets = dayBuckets([{ day: '2026-02-28', total: 2 }], NOW, 30);
    expect(buckets).toHaveLength(30);
    expect(buckets[0]).toEqual({ name: '1 Feb', value: 0 });
    expect(buckets.at(-3)).toEqual({ name: '28 Feb', value: 2 });
    expect(buckets.at(-2)).toEqual({ name: '1 Mar', value: 0 });
    expect(buckets.at(-1)).toEqual({ name: '2 Mar', value: 0 });
  });

  it('sums days into the last 12 months, ending with this month', () => {
    const buckets = monthBuckets(
      [
        { day: '2026-03-01', total: 1 },
        { day: '2026-03-02', total: 2 },
        { day: '2025-04-30', total: 5 },
        { day: '2025-03-31', total: 50 }, // 12 months back: outside
      ],
      NOW,
    );
    expect(buckets.map((bucket) => bucket.name)).toEqual([
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
    ]);
    expect(buckets[0]?.value).toBe(5);
    expect(buckets.at(-1)?.value).toBe(3);
    expect(buckets.reduce((sum, bucket) => sum + bucket.value, 0)).toBe(8);
  });

  it('reads from the first day of the month 11 months back', () => {
    expect(graphStartDay(NOW)).toBe('2025-04-01');
    expect(graphStartDay(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-01-01');
  });
});
