/**
 * Packages: the catalogue, choosing and paying for a membership, the Data Capture add-on, and
 * the plan every plan-dependent call is held to. Other modules use the plans (`createPlans`):
 * made before the accounts module, whose replies carry the membership, and before this module's
 * calls, whose receipts describe the account.
 */
import type { PaymentGatewayReply, User } from '@boothdeck/contract';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { AccountMail } from '../account-mail/index.ts';
import { createDataCaptureAddonService } from './data-capture-addon.service.ts';
import { createMembershipService } from './membership.service.ts';
import { createMembershipOf } from './membership-state.ts';
import { createPackagesRepository } from './packages.repository.ts';
import { packageEndpoints } from './packages.routes.ts';
import { createPlanGate } from './plan-gate.ts';

export { seedCatalogue } from './catalogue-seed.ts';
export type { MembershipState } from './membership-state.ts';
export type { PackagesTables } from './packages.tables.ts';
export type { PlanGate } from './plan-gate.ts';

export type Plans = ReturnType<typeof createPlans>;

/** Each organiser's membership state (the catalogue's plan features re-read at most once a minute) and the plan gate. */
export function createPlans({ db }: Pick<PlatformServices, 'db'>) {
  const repository = createPackagesRepository(db);
  const membershipOf = createMembershipOf(repository);
  return {
    membershipOf,
    planGate: createPlanGate(membershipOf),
    /** The catalogue's price of one SMS segment, which SMS bills charge. */
    smsSegmentPrice: () => repository.cataloguePrice('sms_segment'),
  };
}

type Dependencies = Pick<PlatformServices, 'db' | 'cardPayments' | 'checkoutPayments' | 'appUrl'> & {
  accountMail: AccountMail;
  plans: Plans;
  describeUser: (userId: number) => Promise<User>;
  /** Which payment gateway runs, as the web is told. */
  gateway: PaymentGatewayReply;
};

export function packagesModule({ db, plans, gateway, ...purchase }: Dependencies) {
  const repository = createPackagesRepository(db);
  return {
    endpoints: packageEndpoints({
      membership: createMembershipService({ repository, ...purchase }),
      dataCaptureAddon: createDataCaptureAddonService({ repository, membershipOf: plans.membershipOf, ...purchase }),
      gateway,
    }),
  };
}
