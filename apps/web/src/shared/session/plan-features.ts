import type { PlanFeature, User } from '@boothdeck/contract';
import { hasActiveMembership } from './membership';

/** Whether the user's current package switches a feature on; nothing is on once the membership has ended. */
export function hasPlanFeature(user: User | null, feature: PlanFeature, now: number = Date.now()): boolean {
  return hasActiveMembership(user, now) && user?.plan_features[feature] === true;
}
