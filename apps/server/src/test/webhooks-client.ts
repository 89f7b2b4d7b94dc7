/** The calls of the organiser's Webhooks screen, typed by their contract definitions. */
import { type AddWebhookBody, webhookEndpoints } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { callApp, callAppUnchecked, replyOf } from './call-app.ts';

/** Calls made with an organiser's token on the app `app()` answers (a test's app is made in beforeAll). */
export function webhooksClient(app: () => FastifyInstance) {
  return {
    add: (token: string, body: AddWebhookBody) => callApp(app(), webhookEndpoints.add, { body, token }),
    /** An endpoint as the test wrote it, past the contract's types: for tests of what is refused. */
    addUnchecked: (token: string, body: object) => callAppUnchecked(app(), webhookEndpoints.add, { body, token }),
    list: (token: string) => callApp(app(), webhookEndpoints.list, { token }),
    /** The endpoints the account keeps, read from a reply that must have succeeded. */
    endpoints: async (token: string) => replyOf(await callApp(app(), webhookEndpoints.list, { token })).endpoints,
    remove: (token: string, id: number) => callApp(app(), webhookEndpoints.remove, { params: { id }, token }),
    sendTest: (token: string, id: number) => callApp(app(), webhookEndpoints.sendTest, { params: { id }, token }),
    deliveries: (token: string, id: number) => callApp(app(), webhookEndpoints.deliveries, { params: { id }, token }),
  };
}
