/** The demo events' settings of the incentives and offers step, saved by its service from its update call's body. */
import { incentiveOfferEndpoints } from '@boothdeck/contract';
import { bodyFor } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { instantToWallTime } from '../../../shared/wall-times.ts';
import { createIncentiveOfferService } from './incentive-offers.service.ts';

const OFFERS = [
  { offer_name: '10% off your next booth booking', uses_limit: 200 },
  { offer_name: 'Free 6x4 print at the booth', uses_limit: 500 },
  { offer_name: 'Two-for-one cocktail voucher', uses_limit: 150 },
] as const;

export const demo: DemoStep = async ({ options, userId, event }) => {
  // Offers run to the end of their last day.
  const expire_in = `${instantToWallTime(event.offersExpireAt, event.timeZone).slice(0, 10)} 23:59`;
  const body = bodyFor(incentiveOfferEndpoints.update, {
    incentive_offer: OFFERS.map((offer) => ({ ...offer, expire_in })),
    description: `A thank-you from Sunny Side for joining us at ${event.name}: show the voucher to claim.`,
  });
  return createIncentiveOfferService(options).save(userId, event.id, body);
};
