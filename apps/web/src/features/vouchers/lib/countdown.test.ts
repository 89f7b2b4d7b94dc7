import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './countdown';

const inDays = (days: number) => `${days}d`;

describe('formatTimeLeft', () => {
  it('shows hours, minutes and seconds, with days in front once there is more than one', () => {
    expect(formatTimeLeft(((3 * 60 + 4) * 60 + 5) * 1000 + 999, inDays)).toBe('03:04:05');
    expect(formatTimeLeft((((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000, inDays)).toBe('2d 03:04:05');
  });

  it('stops at zero', () => {
    expect(formatTimeLeft(-5000, inDays)).toBe('00:00:00');
  });
});
