/**
 * Lint keeps the server's tests on the contract: an API address written by hand or an untyped
 * json() of a reply is refused in a test file and in the test helpers; a call through its
 * definition is accepted, and the server's own code is not held to the test rule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbes } from './lint-probes.ts';

const ADDRESS =
  'A server test calls an endpoint through its definition (callApp, apiAddress): no API address written by hand.';
const UNTYPED =
  'A server test reads a reply through its definition (replyOf, errorOf, fetchedReplyOf) or test/plain-replies.ts: no untyped json().';

const PROBES = {
  'apps/server/src/modules/events/by-address.test.ts':
    "export const list = (app: App) => app.inject({ url: '/api/v1/show-event/7' });\n",
  'apps/server/src/modules/events/untyped.test.ts':
    'export const read = async (app: App) => (await app.inject({ url })).json();\n',
  'apps/server/src/test/fetched.ts': 'export const read = (reply: Response) => reply.json();\n',
  'apps/server/src/modules/events/typed.test.ts':
    'export const read = async (app: App) => replyOf(await callApp(app, eventEndpoints.show, { params: { id: 7 } }));\n',
  'apps/server/src/platform/webhooks/sender.ts': 'export const read = (reply: Response) => reply.json();\n',
};

let messages: Map<string, string[]>;
beforeAll(() => {
  messages = lintProbes(PROBES);
});
const messagesOf = (file: keyof typeof PROBES) => messages.get(file) ?? [];

describe("lint keeps the server's tests on the contract", () => {
  it('refuses an API address written by hand in a server test', () => {
    expect(messagesOf('apps/server/src/modules/events/by-address.test.ts')).toEqual([ADDRESS]);
  });

  it('refuses an untyped json() of a reply in a test and in a test helper', () => {
    expect(messagesOf('apps/server/src/modules/events/untyped.test.ts')).toEqual([UNTYPED]);
    expect(messagesOf('apps/server/src/test/fetched.ts')).toEqual([UNTYPED]);
  });

  it('accepts a call through its definition, and holds only the tests to the rule', () => {
    expect(messagesOf('apps/server/src/modules/events/typed.test.ts')).toEqual([]);
    expect(messagesOf('apps/server/src/platform/webhooks/sender.ts')).toEqual([]);
  });
});
