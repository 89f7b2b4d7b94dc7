/**
 * Choosing a package from the catalogue: free packages (trial, single) start at once; paid ones
 * charge the card first. The price always comes from the catalogue, never from the client.
 */
import type {
  CheckoutReply,
  MembershipReply,
  membershipBodySchema,
  membershipCheckoutBodySchema,
  PackageTypeReply,
  User,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { CardPayments, PaymentRecord } from '../../platform/payments/card-payments.ts';
import type { CheckoutPayments } from '../../platform/payments/checkout-payments.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AccountMail } from '../account-mail/index.ts';
import type { AccountRow } from '../accounts/index.ts';
import { cardDetailsOf, FREE_CARD_INFO, paidReply, requireOwnAccount } from './card-purchase.ts';
import { catalogueReply } from './catalogue.ts';
import { MEMBERSHIP_PURPOSE, membershipCheckoutHandlers, startMembershipCheckout } from './membership-checkout.ts';
import { receiptMailFor } from './membership-mails.ts';
import { isMembershipActive } from './membership-state.ts';
import type { PackageRow, PackagesRepository } from './packages.repository.ts';
import { priceToCents } from './price.ts';
import { expiryFor } from './validity.ts';

type Dependencies = {
  repository: PackagesRepository;
  cardPayments: CardPayments;
  checkoutPayments: CheckoutPayments;
  describeUser: (userId: number) => Promise<User>;
  accountMail: AccountMail;
  appUrl: string;
};

export type MembershipService = ReturnType<typeof createMembershipService>;

export function createMembershipService(dependencies: Dependencies) {
  const { repository, cardPayments, checkoutPayments, describeUser, accountMail, appUrl } = dependencies;
  async function choosablePackage(account: AccountRow, packageId: number): Promise<PackageRow> {
    const chosen = await repository.findActivePackage(packageId);
    if (!chosen) throw AppError.validation('submittedData.package', MESSAGES.packageNotFound);
    const current = await repository.currentMembership(account.id);
    if (current && current.our_package_id === chosen.id && isMembershipActive(current.expire_at)) {
      throw new AppError('conflict', MESSAGES.alreadyOnPackage);
    }
    if (chosen.type === 'trial') {
      if (account.trial_started_at !== null) throw new AppError('conflict', MESSAGES.trialUsed);
      // Taking the trial ends the current package, so a member who has paid would lose it at once.
      if (await repository.hasHadMembership(account.id)) throw new AppError('forbidden', MESSAGES.trialForNewAccounts);
    }
    return chosen;
  }

  function grant(
    trx: Transaction<Database>,
    userId: number,
    chosen: PackageRow,
    payment: Pick<PaymentRecord, 'id' | 'amount_cents'> | null,
  ) {
    const now = new Date();
    return repository.startMembership(
      trx,
      {
        user_id: userId,
        our_package_id: chosen.id,
        amount_cents: payment?.amount_cents ?? 0,
        sources: payment ? 'card' : null,
        payment_id: payment?.id ?? null,
        started_at: now.toISOString(),
        expire_at: expiryFor(chosen.validity, now),
        ended_at: null,
      },
      { isTrial: chosen.type === 'trial' },
    );
  }

  async function chooseWhileClaimed(
    account: AccountRow,
    body: z.output<typeof membershipBodySchema>,
    idempotencyKey: string | undefined,
  ): Promise<MembershipReply> {
    // A repeated request (double click, retry) gets the first one's answer, even once the package is current.
    const earlier = await cardPayments.replayIfKnown(account.id, idempotencyKey);
    if (earlier) return paidReply(earlier, await describeUser(account.id));
    const chosen = await choosablePackage(account, body.submittedData.package);
    const amountCents = priceToCents(chosen.price);

    if (amountCents === 0) {
      const { endedPaymentId } = await repository.transaction((trx) => grant(trx, account.id, chosen, null));
      await checkoutPayments.stopRenewals(endedPaymentId);
      return { card_info: FREE_CARD_INFO, user: await describeUser(account.id) };
    }

    cardPayments.checkCardFormAllowed();
    const card = cardDetailsOf(body);
    const { payment, replayed } = await cardPayments.charge({
      userId: account.id,
      purpose: `membership:${chosen.id}`,
      amountCents,
      description: `Boothdeck ${chosen.name}`,
      idempotencyKey,
      card,
      fulfil: async (trx, recorded) => {
        await grant(trx, account.id, chosen, recorded);
      },
    });
    if (!replayed) {
      const mail = receiptMailFor(account, chosen.name, payment, appUrl);
      await accountMail.send(account.id, mail);
    }
    return paidReply(payment, await describeUser(account.id));
  }

  checkoutPayments.handle(MEMBERSHIP_PURPOSE, membershipCheckoutHandlers(repository, grant, checkoutPayments));

  return {
    /** The packages on offer and what each includes. */
    async catalogue(): Promise<PackageTypeReply> {
      const [values, packages] = await Promise.all([repository.catalogueValues(), repository.activePackages()]);
      return catalogueReply(values, packages);
    },

    /**
     * One membership change at a time per account, free or paid: the package checks, the charge
     * and the grant cannot interleave with another request's, so two Subscribes never both charge.
     */
    async choose(
      account: AccountRow,
      body: z.output<typeof membershipBodySchema>,
      idempotencyKey: string | undefined,
    ): Promise<MembershipReply> {
      requireOwnAccount(account, body);
      return cardPayments.exclusively({ userId: account.id, scope: 'membership', idempotencyKey }, () =>
        chooseWhileClaimed(account, body, idempotencyKey),
      );
    },

    /** A paid package on the gateway's checkout page: the reply is its address; the package starts once paid. */
    async checkout(
      account: AccountRow,
      body: z.output<typeof membershipCheckoutBodySchema>,
      idempotencyKey: string | undefined,
    ): Promise<CheckoutReply> {
      requireOwnAccount(account, body);
      const chosen = await choosablePackage(account, body.submittedData.package);
      return startMembershipCheckout({ account, chosen, checkout: checkoutPayments, appUrl, idempotencyKey });
    },
  };
}
