/**
 * A user's current membership as the User object carries it: the membership, the expire flag
 * (1 while it has not expired) and the plan features its package switches on.
 */
import { PLAN_FEATURES, type PlanFeatures, type User } from '@boothdeck/contract';
import type { CurrentMembershipRow, PackageFeatureRow, PackagesRepository } from './packages.repository.ts';
import { centsToDollars } from './price.ts';

export type MembershipState = Pick<User, 'membership' | 'expire' | 'plan_features'>;

/** Plan features by package id. */
export type FeaturesByPackage = ReadonlyMap<number, PlanFeatures>;

export const NO_PLAN_FEATURES: PlanFeatures = Object.freeze(
  Object.fromEntries(PLAN_FEATURES.map((feature) => [feature, false])),
) as PlanFeatures;

export function isMembershipActive(expireAt: string | null, now: number = Date.now()): boolean {
  return expireAt === null || Date.parse(expireAt) > now;
}

export function featuresByPackage(rows: PackageFeatureRow[]): FeaturesByPackage {
  const byPackage = new Map<number, PlanFeatures>();
  for (const row of rows) {
    const features = byPackage.get(row.our_package_id) ?? { ...NO_PLAN_FEATURES };
    features[row.feature] = row.value === 'true';
    byPackage.set(row.our_package_id, features);
  }
  return byPackage;
}

export function membershipStateOf(
  current: CurrentMembershipRow | undefined,
  features: FeaturesByPackage,
  now: number = Date.now(),
): MembershipState {
  if (!current) return { membership: null, expire: 0, plan_features: NO_PLAN_FEATURES };
  const active = isMembershipActive(current.expire_at, now);
  return {
    expire: active ? 1 : 0,
    plan_features: { ...((active && features.get(current.our_package_id)) || NO_PLAN_FEATURES) },
    membership: {
      package_id: current.our_package_id,
      package_type: current.type,
      our_package: { id: current.our_package_id, name: current.package_name, package_type: { type: current.type } },
      expire_at: current.expire_at,
      amount: centsToDollars(current.amount_cents),
      sources: current.sources,
    },
  };
}

/** How long a process keeps the catalogue's plan features before reading them again. */
export const CATALOGUE_FEATURES_TTL_MS = 60_000;

type WorkedOutState = { state: MembershipState; features: FeaturesByPackage; changesAt: number };

/** When a membership's state next changes by itself: at its expiry while it is active, else never. */
function nextChangeOf(current: CurrentMembershipRow, now: number): number {
  const expiresAt = current.expire_at === null ? Number.POSITIVE_INFINITY : Date.parse(current.expire_at);
  return expiresAt > now ? expiresAt : Number.POSITIVE_INFINITY;
}

/**
 * The catalogue is seeded once and otherwise changes only when an operator edits it in the
 * database, so each process reads the package features at most once a minute instead of on
 * every signed-in call; such an edit reaches members within that minute. Memberships are read
 * from the database every time, so a change made through any process holds at once in all.
 *
 * A membership row that comes back frozen is a kept answer (db/kept-reads.ts): the same object
 * until this process next writes. Its state is worked out once and handed out frozen while the
 * features and its side of the expiry stay the same.
 */
export function createMembershipOf(repository: PackagesRepository) {
  let cached: { features: Promise<FeaturesByPackage>; readAt: number } | undefined;
  const catalogueFeatures = (now: number) => {
    // A clock set back (now before readAt) reads again too, rather than keeping them until it catches up.
    if (!cached || now < cached.readAt || now - cached.readAt >= CATALOGUE_FEATURES_TTL_MS) {
      const features = repository.packageFeatures().then(featuresByPackage);
      const entry = { features, readAt: now };
      cached = entry;
      features.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.features;
  };
  const workedOut = new WeakMap<CurrentMembershipRow, WorkedOutState>();
  return async (userId: number): Promise<MembershipState> => {
    const now = Date.now();
    const byPackage = await catalogueFeatures(now);
    const current = await repository.currentMembership(userId);
    if (!current || !Object.isFrozen(current)) return membershipStateOf(current, byPackage, now);
    const known = workedOut.get(current);
    if (known && known.features === byPackage && now < known.changesAt) return known.state;
    const state = deepFreeze(membershipStateOf(current, byPackage, now));
    workedOut.set(current, { state, features: byPackage, changesAt: nextChangeOf(current, now) });
    return state;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
