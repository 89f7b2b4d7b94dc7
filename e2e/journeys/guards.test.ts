import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { saveScreenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { registerVerifiedOrganiser } from '../support/organisers.ts';

const pathOf = (url: string) => new URL(url).pathname;

describe('route guards, logout, 401 and not-found', () => {
  const journey = useJourney();

  it('sends a visitor without a session from member pages to sign-in', async () => {
    for (const path of ['/dashboard', '/event', '/event/type']) {
      await journey.page.goto(path);
      await journey.page.waitForURL((url) => url.pathname === '/');
    }
  });

  it('keeps a signed-in user off guest pages and a non-member off member pages; logout clears it all', async () => {
    const { page } = journey;
    await registerVerifiedOrganiser(journey, 'guards');

    await page.goto('/register');
    await page.waitForURL('**/event/type');
    await page.goto('/dashboard');
    await page.waitForURL('**/event/type');
    await page.reload();
    await page.getByRole('heading', { name: 'Choose a package', level: 1 }).waitFor();
    await expect.poll(() => pathOf(page.url())).toBe('/event/type');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Nothing the app stored is left, the token least of all.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('boothdeck'))))
      .toEqual([]);
    await page.goto('/event/type');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('clears a session the server no longer accepts and returns to sign-in', async () => {
    const { page } = journey;
    await page.goto('/');
    await page.evaluate(() => {
      const user = {
        id: 1,
        first_name: 'Old',
        last_name: 'Session',
        email: 'old@example.com',
        verify_status: 'active',
      };
      localStorage.setItem(
        'boothdeck-session',
        JSON.stringify({
          state: { token: 'revoked-token', user: { ...user, expire: 0, membership: null } },
          version: 0,
        }),
      );
    });
    await page.goto('/event/type');
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('boothdeck-session') ?? ''))
      .not.toContain('revoked-token');
  });

  it('shows the not-found page for an unknown address and the error page at /error', async () => {
    const { page } = journey;
    await page.goto('/no/such/page');
    await expectText(journey, MESSAGES.pageNotFound);
    await saveScreenshot(page, 'not-found');
    await page.goto('/error');
    await expectText(journey, MESSAGES.internalServerError);
    await expectText(journey, MESSAGES.fixingProblem);
    await page.getByRole('button', { name: 'Return Back' }).waitFor();
    await saveScreenshot(page, 'server-error');
  });
});
