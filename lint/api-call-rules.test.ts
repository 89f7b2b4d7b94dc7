/**
 * Lint keeps the web's API calls on the contract: an address written by hand, a reply type given
 * by hand or a fetch of its own is refused anywhere in apps/web, tests included; the typed call
 * is accepted, and the client package (which builds the addresses) may write them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lintProbes } from './lint-probes.ts';

const ADDRESS =
  'API addresses come from the contract: call(definition, input), or callAddress(definition, input) for one the browser loads.';
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
};

let messages: Map<string, string[]>;
beforeAll(() => {
  messages = lintProbes(PROBES);
});
const messagesOf = (file: keyof typeof PROBES) => messages.get(file) ?? [];

describe('lint keeps web calls on the contract', () => {
  it('refuses an API address written by hand, in the app and in its tests', () => {
    expect(messagesOf('apps/web/src/features/events/api/by-address.ts')).toEqual([ADDRESS]);
    expect(messagesOf('apps/web/src/testing/stub.ts')).toEqual([ADDRESS]);
  });

  it('refuses a reply type given by hand, whatever the call', () => {
    expect(messagesOf('apps/web/src/features/events/api/by-path.ts')).toEqual([REPLY_TYPE]);
    expect(messagesOf('apps/web/src/features/events/api/typed-call.ts')).toEqual([REPLY_TYPE]);
  });

  it('refuses a fetch of its own', () => {
    expect(messagesOf('apps/web/src/shared/lib/own-fetch.ts')).toEqual([OWN_FETCH]);
  });

  it('accepts a call made from its definition, and addresses in the client package', () => {
    expect(messagesOf('apps/web/src/features/events/api/get-event.ts')).toEqual([]);
    expect(messagesOf('packages/client/src/prefix.ts')).toEqual([]);
  });
});
