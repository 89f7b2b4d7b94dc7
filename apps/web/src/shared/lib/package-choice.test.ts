import { describe, expect, it } from 'vitest';
import { readPackageChoice } from './package-choice';

const MONTHLY = { id: 3, name: 'Monthly Basic', price: 49, billed: 'monthly', package_type: { type: 'monthly' } };

describe('package choice state', () => {
  it('reads the package the subscription page passed on', () => {
    expect(readPackageChoice({ package: MONTHLY })).toEqual(MONTHLY);
  });

  it('ignores a missing or malformed package', () => {
    expect(readPackageChoice(null)).toBeNull();
    expect(readPackageChoice({})).toBeNull();
    expect(readPackageChoice({ package: { ...MONTHLY, price: '49' } })).toBeNull();
    expect(readPackageChoice({ package: { ...MONTHLY, billed: 'weekly' } })).toBeNull();
  });
});
