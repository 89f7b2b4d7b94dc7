import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

describe('page links', () => {
  it('links every page when there are ten or fewer', () => {
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('slides a window of ten that keeps the current page near the middle', () => {
    expect(pageLinks(12, 40)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageLinks(2, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageLinks(40, 40)).toEqual([31, 32, 33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('links nothing for an empty list', () => {
    expect(pageLinks(1, 0)).toEqual([]);
  });
});
