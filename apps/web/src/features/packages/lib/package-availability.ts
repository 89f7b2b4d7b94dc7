import type { PackageSummary, User } from '@boothdeck/contract';
import { hasActiveMembership } from '@/shared/session/membership';

export type PackageAvailability = 'available' | 'current' | 'trial-used';

const UNAVAILABLE_LABELS: Record<Exclude<PackageAvailability, 'available'>, string> = {
  current: 'Current package',
  'trial-used': 'Trial used',
};

/** What a package's button does when pressed: starts the trial, subscribes through the payment page, or takes it at once. */
export function processLabel(choice: PackageSummary, availability: PackageAvailability): string {
  if (availability !== 'available') return UNAVAILABLE_LABELS[availability];
  if (choice.package_type.type === 'trial') return 'Start free trial';
  return needsPayment(choice) ? 'Subscribe' : 'Choose package';
}

/** Whether the user can choose a package: not the one they are on, and the free trial only once. */
export function getPackageAvailability(
  user: User | null,
  choice: PackageSummary,
  now: number = Date.now(),
): PackageAvailability {
  if (hasActiveMembership(user, now) && user?.membership?.our_package.id === choice.id) return 'current';
  if (choice.package_type.type === 'trial' && user?.trial_used) return 'trial-used';
  return 'available';
}

/** Monthly and yearly packages are paid by card on the payment page; trial and single are taken at once. */
export const needsPayment = (choice: PackageSummary) =>
  choice.package_type.type === 'monthly' || choice.package_type.type === 'yearly';
