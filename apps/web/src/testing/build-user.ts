import type { Membership, PlanFeatures, User } from '@boothdeck/contract';

export function buildMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    package_id: 3,
    package_type: 'monthly',
    our_package: { id: 3, name: 'Monthly Basic', package_type: { type: 'monthly' } },
    expire_at: '2999-01-01T00:00:00.000Z',
    amount: 49,
    sources: 'card',
    ...overrides,
  };
}

/** What a paid plan allows; override single features to test a lesser plan. */
export function buildPlanFeatures(overrides: Partial<PlanFeatures> = {}): PlanFeatures {
  return {
    data_capture: true,
    custom_branding: true,
    form_builder: true,
    incentive_offer: true,
    text_messaging: true,
    email: true,
    microsite: true,
    printing: true,
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
    plan_features: buildPlanFeatures(),
    trial_used: false,
    ...overrides,
  };
}
