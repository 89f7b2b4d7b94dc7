/** The package the subscription page hands to the payment page as navigation state. */
import type { PackageSummary, PackageType } from '@boothdeck/contract';
import { PACKAGE_TYPES } from '@boothdeck/contract/constants';

export type PackageChoiceState = { package: PackageSummary };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isPackageType = (value: unknown): value is PackageType => PACKAGE_TYPES.some((type) => type === value);

/** The chosen package, or null when the page was opened without one (typed address, reload after sign-out). */
export function readPackageChoice(state: unknown): PackageSummary | null {
  if (!isObject(state) || !isObject(state.package)) return null;
  const { id, name, price, billed, package_type: packageType } = state.package;
  const type = isObject(packageType) ? packageType.type : undefined;
  if (typeof id !== 'number' || typeof name !== 'string' || typeof price !== 'number') return null;
  if (!isPackageType(billed) || !isPackageType(type)) return null;
  return { id, name, price, billed, package_type: { type } };
}
