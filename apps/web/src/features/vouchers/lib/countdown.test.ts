import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './countdown';

describe('formatTimeLeft', () => {
  it('shows hours, minutes and seconds, with days in front once there is more than one', () => {
    expect(formatTimeLeft(((3 * 60 + 4) * 60 + 5) * 1000 + 999)).toBe('03:04:05');
    expect(formatTimeLeft((((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000)).toBe('2d 03:04:05');
  });

  it('stops at zero', () => {
    expect(formatTimeLeft(-5000)).toBe('00:00:00');
  });
});
