/** What the voucher tests start from: an event giving out offers, with a booth signed in to it. */
import { eventEndpoints, incentiveOfferEndpoints, voucherEndpoints } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { BOOTH_ADDRESS, signInBooth } from './booth-client.ts';
import { callApp, callAppUnchecked, replyOf } from './call-app.ts';
import { DAY_MS, utcWallTime } from './events-client.ts';
import { optionsClient } from './options-client.ts';
import type { SignedIn } from './packages-client.ts';
import type { TestApp } from './test-app.ts';

export type VoucherEvent = {
  owner: SignedIn;
  eventId: number;
  uuid: string;
  /** The booth's token. */
  token: string;
  /** The ids of the event's offers: 'Free drink' (5 uses) and 'Photo print' (20 uses unless asked). */
  offers: { drink: number; print: number };
};

export const VOUCHER_DESCRIPTION = 'Show this voucher at the bar';

/** A final event of a new organiser with two offers, and a booth signed in to it. */
export async function voucherEvent(t: TestApp, { printUses = 20 } = {}): Promise<VoucherEvent> {
  const client = clientOf(t);
  const owner = await client.organiser('Monthly Pro');
  const eventId = await client.eventWith(owner, { offer: 1 }, { incentive_offer: 1 });
  const offered = await client.call(owner, incentiveOfferEndpoints.save, {
    body: {
      eventId,
      description: VOUCHER_DESCRIPTION,
      incentive_offer: [
        { offer_name: 'Free drink', uses_limit: 5, expire_in: utcWallTime(10 * DAY_MS) },
        { offer_name: 'Photo print', uses_limit: printUses, expire_in: utcWallTime(10 * DAY_MS) },
      ],
    },
  });
  if (offered.statusCode !== 200) throw new Error(`incentive-offer failed: ${offered.body}`);
  const stored = await client.call(owner, eventEndpoints.finalise, { params: { eventId } });
  if (stored.statusCode !== 200) throw new Error(`event/store failed: ${stored.body}`);
  const [drink, print] = replyOf(offered).data.incentive_offer ?? [];
  if (!drink || !print) throw new Error('incentive-offer saved no offers');
  const offers = { drink: drink.id, print: print.id };
  const uuid = (await client.show(owner, eventId)).uuid;
  return { owner, eventId, uuid, token: await signInBooth(t.app, uuid), offers };
}

export const clientOf = (t: TestApp) => optionsClient(t.app, t.config.dataDir, t.config.appUrl);

/** POST /booth/vouchers with the booth's token; the body as the test writes it, wrong fields included. */
export const postVoucher = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  callAppUnchecked(app, voucherEndpoints.issue, { token, body, remoteAddress: BOOTH_ADDRESS });

/** The voucher page's call, from an address of the test's choosing. */
export const getVoucherDetails = (
  app: FastifyInstance,
  parts: { eventId: number | string; uuid: string; voucherNo: string },
  remoteAddress = '198.51.100.7',
) => callApp(app, voucherEndpoints.details, { params: { ...parts, eventId: String(parts.eventId) }, remoteAddress });

/** The voucher page's claim, with the staff PIN. */
export const claimVoucher = (
  app: FastifyInstance,
  voucherId: string,
  password: string,
  remoteAddress = '198.51.100.7',
) => callApp(app, voucherEndpoints.claim, { params: { voucher_id: voucherId }, body: { password }, remoteAddress });
