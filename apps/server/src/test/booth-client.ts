/** Helpers that drive the booth calls the way a photo booth does. */
import { type BoothSessionBody, boothEndpoints } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { callApp, replyOf } from './call-app.ts';
import { OPTION_BODY } from './events-client.ts';

/** The admin password the events and options clients give their events. */
export const BOOTH_PASSWORD = OPTION_BODY.password;

/** The address a booth calls from unless a test says otherwise. */
export const BOOTH_ADDRESS = '203.0.113.50';

export const boothHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /booth/session as it is, for tests of its refusals. */
export const postBoothSession = (app: FastifyInstance, body: BoothSessionBody, remoteAddress = BOOTH_ADDRESS) =>
  callApp(app, boothEndpoints.signIn, { body, remoteAddress });

/** Signs a booth in to the event and gives its token; fails the test when sign-in is refused. */
export async function signInBooth(
  app: FastifyInstance,
  eventUuid: string,
  password: string = BOOTH_PASSWORD,
  remoteAddress = BOOTH_ADDRESS,
): Promise<string> {
  const reply = await postBoothSession(app, { uuid: eventUuid, password }, remoteAddress);
  if (reply.statusCode !== 200) throw new Error(`booth sign-in failed: ${reply.statusCode} ${reply.body}`);
  return replyOf(reply).token;
}
