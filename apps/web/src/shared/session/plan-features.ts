import type { PlanFeature, User } from '@boothdeck/contract';
import { PATHS } from '@/shared/config/paths';
import { hasActiveMembership } from './membership';

/** Whether the user's current package switches a feature on; nothing is on once the membership has ended. */
export function hasPlanFeature(user: User | null, feature: PlanFeature, now: number = Date.now()): boolean {
  return hasActiveMembership(user, now) && user?.plan_features[feature] === true;
}

/**
 * Where a member whose plan lacks data capture gets it: a paid package can add the Data Capture
 * add-on until it ends; a trial, or no package, chooses a package that includes it.
 */
export function dataCaptureUpgradePath(user: User | null, now: number = Date.now()): string {
  const canAddOn = hasActiveMembership(user, now) && user?.membership?.package_type !== 'trial';
  return canAddOn ? PATHS.dataCapturePayment : PATHS.packages;
}
