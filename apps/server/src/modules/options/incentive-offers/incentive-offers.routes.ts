/** The incentives and offers step's calls. */
import { incentiveOfferEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../../plugins/endpoints.ts';
import type { OptionsContext } from '../option-context.ts';
import { savingCalls } from '../step-calls.ts';
import { createIncentiveOfferService } from './incentive-offers.service.ts';

export function incentiveOfferRoutes(options: OptionsContext): HandledEndpoint[] {
  const service = createIncentiveOfferService(options);
  return [
    handle(calls.get, ({ caller, params }) => service.read(caller.user.id, params.id)),
    ...savingCalls(calls, { save: service.save, reply: (data) => ({ data }) }),
  ];
}
