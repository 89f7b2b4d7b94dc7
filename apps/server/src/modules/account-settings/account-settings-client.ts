/** Drives the account-page calls as a signed-in member would, for this module's tests. */
import type { TestApp } from '../../test/test-app.ts';

export function accountPages(app: () => TestApp) {
  return {
    post: (token: string, path: string, payload: Record<string, unknown>) =>
      app().app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      }),
    get: (token: string, path: string) =>
      app().app.inject({ url: `/api/v1/${path}`, headers: { authorization: `Bearer ${token}` } }),
  };
}
