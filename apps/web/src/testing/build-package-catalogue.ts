import type { PackageItem, PackageSummary, PackageType, PackageTypeReply } from '@boothdeck/contract';

const summary = (id: number, name: string, type: PackageType, price: number): PackageSummary => ({
  id,
  name,
  package_type: { type },
  price,
  billed: type,
});

/** The seeded catalogue: a free trial, a single event, two monthly and two yearly plans. */
export const PACKAGES = {
  trial: summary(1, 'Free Trial', 'trial', 0),
  single: summary(2, 'Single Event', 'single', 0),
  monthlyBasic: summary(3, 'Monthly Basic', 'monthly', 49),
  monthlyPro: summary(4, 'Monthly Pro', 'monthly', 99),
  yearlyBasic: summary(5, 'Yearly Basic', 'yearly', 490),
  yearlyPro: summary(6, 'Yearly Pro', 'yearly', 990),
} as const;

const ALL_PACKAGES = Object.values(PACKAGES);
/** Basic plans capture data only; Pro plans and the trial get everything. */
const isFullPlan = (choice: PackageSummary) => !choice.name.includes('Basic');
const FEATURE_ITEMS = [
  'Data Capture',
  'Custom Branding',
  'Survey Creations',
  'Offers & Promotions',
  'Custom Text Messages',
  'Email Marketing',
  'Social Media Marketing',
];

function item(
  itemName: string,
  cellValue: (choice: PackageSummary) => string,
  packages: PackageSummary[],
): PackageItem {
  return {
    item_name: itemName,
    package_item_value: packages.map((choice) => ({
      value: cellValue(choice),
      our_package_id: choice.id,
      our_package: { id: choice.id, name: choice.name, package_type: choice.package_type },
    })),
  };
}

/** GET package-type as the server answers it, limited to some package types if asked. */
export function buildPackageCatalogue(types?: readonly PackageType[]): PackageTypeReply {
  const packages = ALL_PACKAGES.filter((choice) => !types || types.includes(choice.package_type.type));
  const features = FEATURE_ITEMS.map((name, index) =>
    item(name, (choice) => String(index === 0 || isFullPlan(choice)), packages),
  );
  return { packageType: [...features, item('Price', (choice) => String(choice.price), packages)], packages };
}
