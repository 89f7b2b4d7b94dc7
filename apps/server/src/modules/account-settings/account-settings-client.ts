/** Drives the account-page calls as a signed-in member would (or, with no token, anyone), for this module's tests. */
import type { EndpointDefinition } from '@boothdeck/contract';
import { callAppUnchecked } from '../../test/call-app.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The bodies are the tests' own, wrong ones included: the pages' calls are tested for what they refuse. */
export function accountPages(app: () => TestApp) {
  return {
    post: <Definition extends EndpointDefinition>(token: string | null, endpoint: Definition, body: unknown) =>
      callAppUnchecked(app().app, endpoint, { token: token ?? undefined, body }),
    get: <Definition extends EndpointDefinition>(token: string | null, endpoint: Definition) =>
      callAppUnchecked(app().app, endpoint, { token: token ?? undefined }),
  };
}
