/**
 * A user's current membership as the User object carries it: the membership, the expire flag
 * (1 while it has not expired) and the plan features its package switches on.
 */
import { PLAN_FEATURES, type PlanFeature, type PlanFeatures, type User } from '@boothdeck/contract';
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

/**
 * What the Data Capture add-on switches on for the rest of its membership: capturing leads,
 * and the form on which the booth captures them.
 */
export const DATA_CAPTURE_ADDON_FEATURES: readonly PlanFeature[] = ['data_capture', 'form_builder'];

function featuresOf(current: CurrentMembershipRow, features: FeaturesByPackage): PlanFeatures {
  const own = { ...(features.get(current.our_package_id) ?? NO_PLAN_FEATURES) };
  if (current.data_capture_addon === 1) {
    for (const feature of DATA_CAPTURE_ADDON_FEATURES) own[feature] = true;
  }
  return own;
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
    plan_features: active ? featuresOf(current, features) : { ...NO_PLAN_FEATURES },
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

/**
 * The catalogue is seeded once and otherwise changes only when an operator edits it in the
 * database, so each process reads the package features at most once a minute instead of on
 * every signed-in call; such an edit reaches members within that minute. Memberships are read
 * from the database every time, so a change made through any process holds at once in all.
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
  return async (userId: number): Promise<MembershipState> => {
    const now = Date.now();
    const byPackage = await catalogueFeatures(now);
    return membershipStateOf(await repository.currentMembership(userId), byPackage, now);
  };
}
