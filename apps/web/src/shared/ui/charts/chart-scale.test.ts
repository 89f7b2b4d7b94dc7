import { describe, expect, it } from 'vitest';
import { axisTicks, labelEvery } from './chart-scale';

describe('chart axes', () => {
  it('ticks whole numbers up to a round bound above the largest value', () => {
    expect(axisTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(9)).toEqual([0, 5, 10]);
    expect(axisTicks(42)).toEqual([0, 20, 40, 60]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('thins x labels so they fit the width', () => {
    expect(labelEvery(7, 500)).toBe(1);
    expect(labelEvery(30, 500)).toBe(3);
    expect(labelEvery(30, 0)).toBe(1);
  });
});
