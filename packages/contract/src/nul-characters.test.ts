import { describe, expect, it } from 'vitest';
import { jsonShapeRefusal } from './json-shape.ts';
import { nulCharacterPath } from './nul-characters.ts';

const NUL = '\u0000';

/** `leaf` inside `levels` arrays, each the only item of the one around it. */
const nested = (levels: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('the NUL check', () => {
  it('names the first NUL in document order, in keys and values', () => {
    expect(nulCharacterPath({ a: 'ok', b: [1, { c: `x${NUL}` }], d: NUL })).toEqual(['b', 1, 'c']);
    expect(nulCharacterPath({ a: { [`k${NUL}`]: 'v' } })).toEqual(['a', 'k']);
    expect(nulCharacterPath({ a: ['fine'], b: 2 })).toBeUndefined();
  });

  it('walks any depth without running out of stack', () => {
    const path = nulCharacterPath(nested(20_000, NUL));
    expect(path).toHaveLength(20_000);
    expect(nulCharacterPath(nested(20_000, 'clean'))).toBeUndefined();
  });
});

describe('the measure of a JSON text', () => {
  it('refuses deep or crowded texts and takes ordinary ones', () => {
    expect(jsonShapeRefusal('[[[[1]]]]')).toBeNull();
    expect(jsonShapeRefusal('['.repeat(33))).toBe('too_deep');
    expect(jsonShapeRefusal(`[${'0,'.repeat(20_000)}0]`)).toBe('too_many_values');
    expect(jsonShapeRefusal(`{"a":"${'[\\"'.repeat(50)}"}`)).toBeNull();
  });
});
