import type { Membership, User } from '@boothdeck/contract';

export function buildMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    package_id: 3,
    package_type: 'monthly',
    our_package: { id: 3, name: 'Monthly', package_type: { type: 'monthly' } },
    expire_at: '2999-01-01T00:00:00.000Z',
    amount: 49,
    sources: 'card',
    ...overrides,
  };
}

/** An active member on a monthly plan; override what a test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    user_type: 'individual',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    business_category: null,
    business_category_other: null,
    company_name: null,
    check_promotion: false,
    verify_status: 'active',
    expire: 1,
    membership: buildMembership(),
    ...overrides,
  };
}
