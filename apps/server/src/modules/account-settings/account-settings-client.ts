/** Drives the account-page calls as a signed-in member would (or, with no token, anyone), for this module's tests. */
import type { TestApp } from '../../test/test-app.ts';

const headersOf = (token: string | null) => (token === null ? {} : { authorization: `Bearer ${token}` });

export function accountPages(app: () => TestApp) {
  return {
    post: (token: string | null, path: string, payload: Record<string, unknown>) =>
      app().app.inject({ method: 'POST', url: `/api/v1/${path}`, payload, headers: headersOf(token) }),
    get: (token: string | null, path: string) =>
      app().app.inject({ url: `/api/v1/${path}`, headers: headersOf(token) }),
  };
}
