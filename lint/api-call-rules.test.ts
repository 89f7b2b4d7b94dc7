/**
 * Lint keeps API calls on the contract: an address written by hand, a reply type given by hand or
 * a cast of a reply is refused anywhere in apps/web, the kiosk, the journeys and the benchmarks,
 * tests included, and so is the web's fetch of its own; the typed call is accepted, and the client
 * package (which builds the addresses) may write them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbes } from './lint-probes.ts';

const ADDRESS =
  'API addresses come from the contract: call a definition through the client, or ask the client for its address (address, callAddress, matchAddress).';
const REPLY_CAST = "A reply's type comes from its contract definition: no cast of what a call answers.";
const REPLY_TYPE = "A call's reply type comes from its contract definition: no type argument written by hand.";
const OWN_FETCH = 'Do not use the global variable fetch.';
/** `${id}` in the probe's own template literal, kept out of this file's strings. */
const ID_PLACEHOLDER = `${'$'}{id}`;

const PROBES = {
  'apps/web/src/features/events/api/by-path.ts':
    "import { apiClient } from '@/shared/api/api-client';\n\nexport const get = () => apiClient.get<{ ok: true }>('show-event/7');\n",
  'apps/web/src/features/events/api/by-address.ts': `export const address = (id: number) => \`/api/v1/show-event/${ID_PLACEHOLDER}\`;\n`,
  'apps/web/src/features/events/api/typed-call.ts':
    "import { call } from '@/shared/api/api-client';\n\nexport const get = () => call<{ ok: true }>(eventCall);\n",
  'apps/web/src/shared/lib/own-fetch.ts': "export const load = () => fetch('/anything');\n",
  'apps/web/src/testing/stub.ts': "export const user = '/api/v1/user';\n",
  'apps/web/src/features/events/api/get-event.ts':
    "import { eventEndpoints } from '@boothdeck/contract';\nimport { call } from '@/shared/api/api-client';\n\nexport const getEvent = (id: number) => call(eventEndpoints.show, { params: { id } });\n",
  'packages/client/src/prefix.ts': "export const PREFIX = '/api/v1';\n",
  'apps/booth/src/session/by-address.ts': "export const signIn = '/api/v1/booth/sign-in';\n",
  'e2e/journeys/by-address.test.ts': `export const route = '**/api/v1/booth/media';\n`,
  'bench/by-address.ts': `export const file = (id: number) => \`/api/v1/social-gallery-file/${ID_PLACEHOLDER}/preview\`;\n`,
  'apps/web/src/features/events/api/cast.ts':
    'export const get = (id: number) => call(eventEndpoints.show, { params: { id } }) as Promise<EventReply>;\n',
  'apps/booth/src/session/cast.ts':
    'export const read = async (client: Client) => (await client.call(boothEndpoints.signIn, input)) as SignInReply;\n',
  'e2e/journeys/cast.test.ts':
    'export const read = async (reply: Response) => ({ total: ((await reply.json()) as { total: number }).total });\n',
  'bench/cast.ts': 'export const read = async (app: App) => (await app.inject({ url })) as unknown;\n',
  'apps/web/src/features/events/api/generic.ts':
    'export const send = <D extends EndpointDefinition>(endpoint: D) =>\n  call(endpoint as EndpointDefinition) as Promise<EndpointReply<D>>;\n',
  'apps/web/src/features/events/api/other-cast.ts':
    'export const size = (input: unknown) => (input as string).length;\n',
};

let messages: Map<string, string[]>;
beforeAll(() => {
  messages = lintProbes(PROBES);
});
const messagesOf = (file: keyof typeof PROBES) => messages.get(file) ?? [];

describe('lint keeps API calls on the contract', () => {
  it('refuses an API address written by hand, in the app and in its tests', () => {
    expect(messagesOf('apps/web/src/features/events/api/by-address.ts')).toEqual([ADDRESS]);
    expect(messagesOf('apps/web/src/testing/stub.ts')).toEqual([ADDRESS]);
  });

  it('refuses a reply type given by hand, whatever the call', () => {
    expect(messagesOf('apps/web/src/features/events/api/by-path.ts')).toEqual([REPLY_TYPE]);
    expect(messagesOf('apps/web/src/features/events/api/typed-call.ts')).toEqual([REPLY_TYPE]);
  });

  it('refuses an API address written by hand in the kiosk, the journeys and the benchmarks', () => {
    for (const file of [
      'apps/booth/src/session/by-address.ts',
      'e2e/journeys/by-address.test.ts',
      'bench/by-address.ts',
    ]) {
      expect(messagesOf(file as keyof typeof PROBES), file).toEqual([ADDRESS]);
    }
  });

  it('refuses a cast of what a call, an inject or a json() answers, awaited or not', () => {
    for (const file of [
      'apps/web/src/features/events/api/cast.ts',
      'apps/booth/src/session/cast.ts',
      'e2e/journeys/cast.test.ts',
      'bench/cast.ts',
    ]) {
      expect(messagesOf(file as keyof typeof PROBES), file).toEqual([REPLY_CAST]);
    }
  });

  it("accepts a generic helper's cast to its definition's reply, and casts of anything else", () => {
    expect(messagesOf('apps/web/src/features/events/api/generic.ts')).toEqual([]);
    expect(messagesOf('apps/web/src/features/events/api/other-cast.ts')).toEqual([]);
  });

  it('refuses a fetch of its own', () => {
    expect(messagesOf('apps/web/src/shared/lib/own-fetch.ts')).toEqual([OWN_FETCH]);
  });

  it('accepts a call made from its definition, and addresses in the client package', () => {
    expect(messagesOf('apps/web/src/features/events/api/get-event.ts')).toEqual([]);
    expect(messagesOf('packages/client/src/prefix.ts')).toEqual([]);
  });
});
