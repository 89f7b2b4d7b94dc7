import { describe, expect, it } from 'vitest';
import { boomerangOrder, frameOrder } from './frame-order.ts';

describe('the order an animation plays its frames in', () => {
  it('plays a boomerang forward then back without showing either end twice', () => {
    expect(boomerangOrder(4)).toEqual([0, 1, 2, 3, 2, 1]);
    expect(boomerangOrder(7)).toEqual([0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
  });

  it('has no way back to show with one or two frames', () => {
    expect(boomerangOrder(1)).toEqual([0]);
    expect(boomerangOrder(2)).toEqual([0, 1]);
    expect(boomerangOrder(3)).toEqual([0, 1, 2, 1]);
  });

  it('plays a plain animation forward only', () => {
    expect(frameOrder(4)).toEqual([0, 1, 2, 3]);
    expect(frameOrder(4, true)).toEqual([0, 1, 2, 3, 2, 1]);
  });
});
