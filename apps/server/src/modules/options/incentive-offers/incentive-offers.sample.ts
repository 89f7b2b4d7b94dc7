/** The incentives and offers step as the wizard saves it, for the tests that cover every step. */
import { incentiveOfferEndpoints } from '@boothdeck/contract';
import { DAY_MS, utcWallTime } from '../../../test/events-client.ts';
import { type StepSample, sampleCall } from '../../../test/option-step-samples.ts';

export const sample: StepSample<'incentive-offers'> = {
  calls: ({ eventId }) => [
    sampleCall(incentiveOfferEndpoints.save, {
      eventId,
      description: 'Offers',
      incentive_offer: [
        { offer_name: 'Drink', uses_limit: 2, expire_in: utcWallTime(DAY_MS) },
        { offer_name: 'Print', uses_limit: 5, expire_in: utcWallTime(2 * DAY_MS) },
      ],
    }),
  ],
  shows: () => ({
    incentive_offer: [
      { offer_name: 'Drink', uses_limit: 2 },
      { offer_name: 'Print', uses_limit: 5 },
    ],
    incentive_details: { description: 'Offers' },
  }),
};
