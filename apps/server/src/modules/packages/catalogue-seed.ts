/**
 * The catalogue a new installation starts with. It is loaded once, into an empty catalogue;
 * after that the rows are the truth and can be edited in the database without code.
 */
import type { PackageType } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { insertCatalogue, type SeedItem, type SeedPackage } from './catalogue-seed.repository.ts';

/** Rows of the comparison table, in order; each package's `values` follow this order. */
const ITEMS: SeedItem[] = [
  { item_name: 'Data Capture', kind: 'feature', feature: 'data_capture' },
  { item_name: 'Custom Branding', kind: 'feature', feature: 'custom_branding' },
  { item_name: 'Survey Creations', kind: 'feature', feature: 'form_builder' },
  { item_name: 'Offers & Promotions', kind: 'feature', feature: 'incentive_offer' },
  { item_name: 'Custom Text Messages', kind: 'feature', feature: 'text_messaging' },
  { item_name: 'Email Marketing', kind: 'feature', feature: 'email' },
  { item_name: 'Social Media Marketing', kind: 'feature', feature: 'microsite' },
  { item_name: 'Printing', kind: 'feature', feature: 'printing' },
  { item_name: 'Price', kind: 'price', feature: null },
];

const PACKAGE_TYPE_ORDER: PackageType[] = ['trial', 'single', 'monthly', 'yearly'];

const PACKAGES: SeedPackage[] = [
  {
    type: 'trial',
    name: 'Free Trial',
    validity: 'P14D',
    values: ['false', 'false', 'false', 'false', 'false', 'true', 'true', 'false', '0'],
  },
  {
    type: 'single',
    name: 'Single Event',
    validity: null,
    values: ['true', 'true', 'true', 'true', 'true', 'true', 'true', 'true', '0'],
  },
  {
    type: 'monthly',
    name: 'Monthly Basic',
    validity: 'P1M',
    values: ['false', 'true', 'false', 'true', 'false', 'true', 'true', 'true', '49'],
  },
  {
    type: 'monthly',
    name: 'Monthly Pro',
    validity: 'P1M',
    values: ['true', 'true', 'true', 'true', 'true', 'true', 'true', 'true', '99'],
  },
  {
    type: 'yearly',
    name: 'Yearly Basic',
    validity: 'P1Y',
    values: ['false', 'true', 'false', 'true', 'false', 'true', 'true', 'true', '490'],
  },
  {
    type: 'yearly',
    name: 'Yearly Pro',
    validity: 'P1Y',
    values: ['true', 'true', 'true', 'true', 'true', 'true', 'true', 'true', '990'],
  },
];

/** Loads the catalogue into an empty database; a second process starting at the same moment loses quietly. */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await insertCatalogue(db, { types: PACKAGE_TYPE_ORDER, items: ITEMS, packages: PACKAGES }).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
  });
}
