/**
 * The Data Capture add-on: bought by card for the current membership, it switches data capture
 * on until that membership ends (a new package starts without it). The price is the catalogue's
 * `data_capture_addon` row; the card rules, idempotency and one-purchase-at-a-time are those of
 * a package payment.
 */
import {
  CHECKOUT_RETURN_PATHS,
  CURRENCY,
  type DataCaptureOffer,
  type dataCaptureCheckoutBodySchema,
  type dataCapturePaymentBodySchema,
  type MembershipReply,
  type User,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { CardPayments } from '../../platform/payments/card-payments.ts';
import type { CheckoutPayments } from '../../platform/payments/checkout-payments.ts';
import { startCheckoutPurchase } from '../../platform/payments/checkout-purchase.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { AccountMail } from '../account-mail/index.ts';
import type { AccountRow } from '../accounts/index.ts';
import { cardDetailsOf, FREE_CARD_INFO, paidReply, requireOwnAccount } from './card-purchase.ts';
import {
  ADDON_PURPOSE,
  dataCaptureAddonCheckoutHandlers,
  dataCaptureAddonPurpose,
} from './data-capture-addon-checkout.ts';
import { receiptMailFor } from './membership-mails.ts';
import type { MembershipState } from './membership-state.ts';
import { isMembershipActive } from './membership-state.ts';
import type { CurrentMembershipRow, PackagesRepository } from './packages.repository.ts';
import { centsToDollars, priceToCents } from './price.ts';

export const DATA_CAPTURE_ADDON_NAME = 'Data Capture add-on';

type Body = z.output<typeof dataCapturePaymentBodySchema>;
type CheckoutBody = z.output<typeof dataCaptureCheckoutBodySchema>;

type Dependencies = {
  repository: PackagesRepository;
  cardPayments: CardPayments;
  checkoutPayments: CheckoutPayments;
  membershipOf: (userId: number) => Promise<MembershipState>;
  describeUser: (userId: number) => Promise<User>;
  accountMail: AccountMail;
  appUrl: string;
};

export type DataCaptureAddonService = ReturnType<typeof createDataCaptureAddonService>;

/** Why the add-on cannot be bought for this membership now, as an error; null when it can. */
function refusalFor(current: CurrentMembershipRow | undefined, dataCaptureOn: boolean): AppError | null {
  if (!current || !isMembershipActive(current.expire_at)) {
    return new AppError('forbidden', MESSAGES.addonNeedsMembership);
  }
  if (current.type === 'trial') return new AppError('forbidden', MESSAGES.addonNotOnTrial);
  if (dataCaptureOn) return new AppError('conflict', MESSAGES.dataCaptureIncluded);
  return null;
}

export function createDataCaptureAddonService(deps: Dependencies) {
  const { repository, cardPayments, describeUser } = deps;

  async function priceCents(): Promise<number | null> {
    const row = await repository.cataloguePrice('data_capture_addon');
    return row ? priceToCents(row.price) : null;
  }

  /** The membership the add-on would be bought for, and its price; refused as the purchase would be. */
  async function purchasable(userId: number): Promise<{ current: CurrentMembershipRow; amountCents: number }> {
    const current = await repository.currentMembership(userId);
    const { plan_features } = await deps.membershipOf(userId);
    const refusal = refusalFor(current, plan_features.data_capture);
    if (refusal || !current) throw refusal;
    const amountCents = await priceCents();
    if (amountCents === null) throw new AppError('forbidden', MESSAGES.addonNotOnSale);
    return { current, amountCents };
  }

  deps.checkoutPayments.handle(ADDON_PURPOSE, dataCaptureAddonCheckoutHandlers(repository));

  async function buyWhileClaimed(
    account: AccountRow,
    body: Body,
    idempotencyKey: string | undefined,
  ): Promise<MembershipReply> {
    // A repeated request (double click, retry) gets the first one's answer, even once data capture is on.
    const earlier = await cardPayments.replayIfKnown(account.id, idempotencyKey);
    if (earlier) return paidReply(earlier, await describeUser(account.id));
    const { current, amountCents } = await purchasable(account.id);
    const grant = (trx: Transaction<Database>, paymentId: number | null) =>
      repository.addDataCaptureAddon(trx, { membershipId: current.id, paymentId, createdAt: nowIso() });
    if (amountCents === 0) {
      await repository.transaction((trx) => grant(trx, null));
      return { card_info: FREE_CARD_INFO, user: await describeUser(account.id) };
    }
    cardPayments.checkCardFormAllowed();
    const { payment, replayed } = await cardPayments.charge({
      userId: account.id,
      purpose: dataCaptureAddonPurpose(current.id),
      amountCents,
      description: `Boothdeck ${DATA_CAPTURE_ADDON_NAME}`,
      idempotencyKey,
      card: cardDetailsOf(body),
      fulfil: (trx, recorded) => grant(trx, recorded.id),
    });
    if (!replayed) {
      const mail = receiptMailFor(account, DATA_CAPTURE_ADDON_NAME, payment, deps.appUrl);
      await deps.accountMail.send(account.id, mail);
    }
    return paidReply(payment, await describeUser(account.id));
  }

  return {
    async offer(userId: number): Promise<DataCaptureOffer> {
      const [current, state, cents] = await Promise.all([
        repository.currentMembership(userId),
        deps.membershipOf(userId),
        priceCents(),
      ]);
      const refusal = refusalFor(current, state.plan_features.data_capture);
      return {
        price: cents === null ? null : centsToDollars(cents),
        currency: CURRENCY,
        data_capture: state.plan_features.data_capture,
        until: state.expire === 1 ? (current?.expire_at ?? null) : null,
        refusal: refusal?.message ?? (cents === null ? MESSAGES.addonNotOnSale : null),
      };
    },

    /** The add-on on the gateway's checkout page: the reply is its address; data capture is on once paid. */
    async checkout(account: AccountRow, body: CheckoutBody, idempotencyKey: string | undefined) {
      requireOwnAccount(account, body);
      const { current, amountCents } = await purchasable(account.id);
      return startCheckoutPurchase({
        account,
        checkout: deps.checkoutPayments,
        appUrl: deps.appUrl,
        idempotencyKey,
        purpose: dataCaptureAddonPurpose(current.id),
        amountCents,
        name: DATA_CAPTURE_ADDON_NAME,
        recurring: null,
        returnPaths: CHECKOUT_RETURN_PATHS.dataCaptureAddon,
      });
    },

    /** One add-on purchase at a time per account: two presses of Purchase Data never both charge. */
    buy(account: AccountRow, body: Body, idempotencyKey: string | undefined) {
      requireOwnAccount(account, body);
      return cardPayments.exclusively({ userId: account.id, scope: 'data-capture-addon', idempotencyKey }, () =>
        buyWhileClaimed(account, body, idempotencyKey),
      );
    },
  };
}
