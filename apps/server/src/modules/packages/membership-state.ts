/**
 * A user's current membership as the User object carries it: the membership, the expire flag
 * (1 while it has not expired) and the plan features its package switches on.
 */
import { PLAN_FEATURES, type PlanFeatures, type User } from '@boothdeck/contract';
import type { MembershipStateRow, PackagesRepository } from './packages.repository.ts';
import { centsToDollars } from './price.ts';

export type MembershipState = Pick<User, 'membership' | 'expire' | 'plan_features'>;

export const NO_PLAN_FEATURES: PlanFeatures = Object.fromEntries(
  PLAN_FEATURES.map((feature) => [feature, false]),
) as PlanFeatures;

export function isMembershipActive(expireAt: string | null, now: number = Date.now()): boolean {
  return expireAt === null || Date.parse(expireAt) > now;
}

export function membershipStateFromRows(rows: MembershipStateRow[], now: number = Date.now()): MembershipState {
  const first = rows[0];
  if (!first) return { membership: null, expire: 0, plan_features: NO_PLAN_FEATURES };
  const active = isMembershipActive(first.expire_at, now);
  const plan_features = { ...NO_PLAN_FEATURES };
  if (active) {
    for (const row of rows) {
      if (row.kind === 'feature' && row.feature) plan_features[row.feature] = row.value === 'true';
    }
  }
  return {
    expire: active ? 1 : 0,
    plan_features,
    membership: {
      package_id: first.our_package_id,
      package_type: first.type,
      our_package: { id: first.our_package_id, name: first.package_name, package_type: { type: first.type } },
      expire_at: first.expire_at,
      amount: centsToDollars(first.amount_cents),
      sources: first.sources,
    },
  };
}

export function createMembershipOf(repository: PackagesRepository) {
  return async (userId: number): Promise<MembershipState> =>
    membershipStateFromRows(await repository.membershipState(userId));
}
