/** All SQL for the package catalogue and memberships. */
import type { PackageType, PlanFeature } from '@boothdeck/contract';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import { markTrialStarted } from '../accounts/index.ts';
import type { CataloguePriceCode, MembershipsTable } from './packages.tables.ts';

export type CatalogueValueRow = {
  item_id: number;
  item_name: string;
  kind: string;
  value: string;
  our_package_id: number;
  package_name: string;
  type: PackageType;
};

export type PackageRow = { id: number; name: string; type: PackageType; validity: string | null; price: string | null };

/** The current membership joined with its package; at most one per user. */
export type CurrentMembershipRow = {
  id: number;
  our_package_id: number;
  amount_cents: number;
  sources: string | null;
  expire_at: string | null;
  package_name: string;
  type: PackageType;
  /** 1 when the Data Capture add-on was bought for this membership. */
  data_capture_addon: number;
};

/** One plan-feature value of one package of the catalogue. */
export type PackageFeatureRow = { our_package_id: number; feature: PlanFeature; value: string };

export type PackagesRepository = ReturnType<typeof createPackagesRepository>;

export function createPackagesRepository(db: Kysely<Database>) {
  // Runs on every user reply (sign-in, GET /user) and plan check, so it is compiled once.
  const currentMembershipQuery = reusableQuery(
    db
      .selectFrom('memberships as m')
      .innerJoin('our_packages as p', 'p.id', 'm.our_package_id')
      .innerJoin('package_types as t', 't.id', 'p.package_type_id')
      .select((eb) => [
        'm.id',
        'm.our_package_id',
        'm.amount_cents',
        'm.sources',
        'm.expire_at',
        'p.name as package_name',
        't.type',
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('membership_addons as a')
                .select('a.id')
                .whereRef('a.membership_id', '=', 'm.id')
                .where('a.addon', '=', 'data_capture'),
            ),
          )
          .then(1)
          .else(0)
          .end()
          .as('data_capture_addon'),
      ])
      .where('m.user_id', '=', -1)
      .where('m.ended_at', 'is', null),
    [-1],
  );

  return {
    async currentMembership(userId: number): Promise<CurrentMembershipRow | undefined> {
      const { rows } = await db.executeQuery(currentMembershipQuery(userId));
      return rows[0];
    },

    /** Whether the user has ever had a package, current, expired or replaced. */
    async hasHadMembership(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('memberships')
        .select('id')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The plan-feature values of every package, active or not (a member may keep a retired package). */
    async packageFeatures(): Promise<PackageFeatureRow[]> {
      const rows = await db
        .selectFrom('package_item_values as v')
        .innerJoin('package_items as i', 'i.id', 'v.package_item_id')
        .select(['v.our_package_id', 'i.feature', 'v.value'])
        .where('i.kind', '=', 'feature')
        .where('i.feature', 'is not', null)
        .execute();
      return rows.filter((row): row is PackageFeatureRow => row.feature !== null);
    },

    /** Every value of every active package, in table order (items, then types, then packages). */
    catalogueValues(): Promise<CatalogueValueRow[]> {
      return db
        .selectFrom('package_item_values as v')
        .innerJoin('package_items as i', 'i.id', 'v.package_item_id')
        .innerJoin('our_packages as p', 'p.id', 'v.our_package_id')
        .innerJoin('package_types as t', 't.id', 'p.package_type_id')
        .select([
          'i.id as item_id',
          'i.item_name',
          'i.kind',
          'v.value',
          'p.id as our_package_id',
          'p.name as package_name',
          't.type',
        ])
        .where('p.active', '=', 1)
        .orderBy('i.sort_order')
        .orderBy('i.id')
        .orderBy('t.sort_order')
        .orderBy('p.sort_order')
        .orderBy('p.id')
        .execute();
    },

    /** Active packages in tab order, with the value of their price item (null without one). */
    activePackages(): Promise<PackageRow[]> {
      return packagesQuery().orderBy('t.sort_order').orderBy('p.sort_order').orderBy('p.id').execute();
    },

    /** Inside a transaction, pass it: SQLite has one connection, which the transaction holds. */
    findActivePackage(id: number, executor: Kysely<Database> = db): Promise<PackageRow | undefined> {
      return packagesQuery(executor).where('p.id', '=', id).executeTakeFirst();
    },

    /** Ends the current membership (answering the payment that bought it) and starts this one. */
    async startMembership(
      trx: Transaction<Database>,
      membership: Insertable<MembershipsTable>,
      options: { isTrial: boolean },
    ): Promise<{ endedPaymentId: number | null }> {
      const userId = membership.user_id;
      const ended = await trx
        .updateTable('memberships')
        .set({ ended_at: membership.started_at })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .returning('payment_id')
        .executeTakeFirst();
      await trx.insertInto('memberships').values(membership).execute();
      if (options.isTrial) await markTrialStarted(trx, userId, membership.started_at);
      return { endedPaymentId: ended?.payment_id ?? null };
    },

    /** A catalogue price that belongs to no package; undefined when an operator removed it. */
    cataloguePrice(code: CataloguePriceCode): Promise<{ price: string; currency: string } | undefined> {
      return db
        .selectFrom('catalogue_prices')
        .select(['price', 'currency'])
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /** Adds the Data Capture add-on to a membership; a second purchase for the same one changes nothing. */
    async addDataCaptureAddon(
      trx: Transaction<Database>,
      addon: { membershipId: number; paymentId: number | null; createdAt: string },
    ): Promise<void> {
      await trx
        .insertInto('membership_addons')
        .values({
          membership_id: addon.membershipId,
          addon: 'data_capture',
          payment_id: addon.paymentId,
          created_at: addon.createdAt,
        })
        .onConflict((oc) => oc.columns(['membership_id', 'addon']).doNothing())
        .execute();
    },

    /** Takes back an add-on whose payment was refunded. */
    async removeAddonOfPayment(trx: Transaction<Database>, paymentId: number): Promise<void> {
      await trx.deleteFrom('membership_addons').where('payment_id', '=', paymentId).execute();
    },

    /** The membership a payment bought, with its package's validity; undefined when it bought none. */
    membershipOfPayment(
      trx: Transaction<Database>,
      paymentId: number,
    ): Promise<{ id: number; expire_at: string | null; ended_at: string | null; validity: string | null } | undefined> {
      return trx
        .selectFrom('memberships as m')
        .innerJoin('our_packages as p', 'p.id', 'm.our_package_id')
        .select(['m.id', 'm.expire_at', 'm.ended_at', 'p.validity'])
        .where('m.payment_id', '=', paymentId)
        .executeTakeFirst();
    },

    async setMembershipExpiry(
      trx: Transaction<Database>,
      membershipId: number,
      expireAt: string | null,
    ): Promise<void> {
      await trx.updateTable('memberships').set({ expire_at: expireAt }).where('id', '=', membershipId).execute();
    },

    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };

  function packagesQuery(executor: Kysely<Database> = db) {
    return executor
      .selectFrom('our_packages as p')
      .innerJoin('package_types as t', 't.id', 'p.package_type_id')
      .select((eb) => [
        'p.id',
        'p.name',
        't.type',
        'p.validity',
        eb
          .selectFrom('package_item_values as v')
          .innerJoin('package_items as i', 'i.id', 'v.package_item_id')
          .select('v.value')
          .whereRef('v.our_package_id', '=', 'p.id')
          .where('i.kind', '=', 'price')
          .limit(1)
          .as('price'),
      ])
      .where('p.active', '=', 1);
  }
}
