import { COLOR_FILTERS } from '@boothdeck/contract/color-filters';
import { describe, expect, it } from 'vitest';
import { colorFilterBySlug, svgFilterAttributes, svgFilterId } from './color-filter.ts';

describe("the device's colour filters", () => {
  it.each(COLOR_FILTERS.map((filter) => [filter.slug, filter.matrix] as const))(
    'draws %s through exactly the contract matrix, worked in sRGB',
    (slug, matrix) => {
      const attributes = svgFilterAttributes(slug);
      expect(attributes.values.split(' ').map(Number)).toEqual([...matrix]);
      expect(attributes.colorInterpolationFilters).toBe('sRGB');
      expect(attributes.id).toBe(svgFilterId(slug));
    },
  );

  it('refuses a filter the contract does not have', () => {
    expect(() => colorFilterBySlug('polaroid')).toThrow(RangeError);
  });
});
