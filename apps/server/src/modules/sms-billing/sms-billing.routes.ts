/** /api/v1 SMS billing calls: the billing months, one month's bill and its CSV. */
import { smsBillingEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { SmsBillingService } from './sms-billing.service.ts';

export const smsBillingEndpoints = (service: SmsBillingService): HandledEndpoint[] => [
  handle(calls.periods, ({ caller }) => service.periods(caller.user.id)),
  handle(calls.bill, ({ caller, params }) => service.bill(caller.user.id, params.period)),
  handle(calls.csv, async ({ caller, params, reply }) => {
    const { fileName, text } = await service.csv(caller.user.id, params.period);
    return reply
      .headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      })
      .send(text);
  }),
];
