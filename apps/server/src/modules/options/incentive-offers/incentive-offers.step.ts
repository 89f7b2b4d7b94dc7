/** The incentives and offers step: the offers, one row each, and their description, a setting document. */
import { listOrNull, type OptionStep } from '../option-step.ts';
import { incentiveOfferRoutes } from './incentive-offers.routes.ts';
import { readIncentiveDetails, readOffers } from './incentive-offers.service.ts';

export const incentiveOffersStep: OptionStep<'incentive-offers'> = {
  id: 'incentive-offers',
  tables: ['incentive_offers'],
  read: async ({ options, event, docs }) => ({
    incentive_offer: listOrNull(await readOffers(options, event.id, event.timeZone)),
    incentive_details: readIncentiveDetails(docs.get('incentive-offers')),
  }),
  endpoints: incentiveOfferRoutes,
};
