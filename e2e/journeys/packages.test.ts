import { PACKAGE_TYPE_TITLES } from '@boothdeck/contract/constants';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { saveScreenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { registerVerifiedOrganiser } from '../support/organisers.ts';
import { expireMembership, openPackageTab } from '../support/packages.ts';

const pathOf = (url: string) => new URL(url).pathname;

describe('choosing a package', () => {
  const journey = useJourney();

  it('takes the free trial at once; the trial then shows as the current package', async () => {
    const { page } = journey;
    await registerVerifiedOrganiser(journey, 'trial');
    await openPackageTab(page, PACKAGE_TYPE_TITLES.trial);
    await expectText(journey, 'Free');
    await saveScreenshot(page, 'subscription-trial');

    await page.getByRole('button', { name: 'Start free trial (Free Trial)' }).click();
    await page.waitForURL('**/dashboard');

    await page.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL('**/event/type');
    await openPackageTab(page, PACKAGE_TYPE_TITLES.trial);
    const current = page.getByRole('button', { name: 'Current package (Free Trial)' });
    await expect.poll(() => current.isDisabled()).toBe(true);
    await saveScreenshot(page, 'subscription-current-package');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('prices monthly plans per month and yearly plans per year', async () => {
    const { page } = journey;
    await registerVerifiedOrganiser(journey, 'tabs');
    await page.getByRole('tab').first().waitFor();
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(Object.values(PACKAGE_TYPE_TITLES));

    await openPackageTab(page, PACKAGE_TYPE_TITLES.monthly);
    await expectText(journey, '$49 AUD / month');
    await saveScreenshot(page, 'subscription-monthly');

    await openPackageTab(page, PACKAGE_TYPE_TITLES.yearly);
    await expectText(journey, '$490 AUD / year');
    await expectText(journey, '$990 AUD / year');
    await expect.poll(() => page.getByText('/ month').count()).toBe(0);
    await saveScreenshot(page, 'subscription-yearly');

    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'subscription-yearly-mobile');
  });

  it('sends a member whose membership has expired from the dashboard to package choice', async () => {
    const { page } = journey;
    const email = await registerVerifiedOrganiser(journey, 'expired');
    await openPackageTab(page, PACKAGE_TYPE_TITLES.trial);
    await page.getByRole('button', { name: 'Start free trial (Free Trial)' }).click();
    await page.waitForURL('**/dashboard');

    expireMembership(journey.dataDir, email);
    await page.goto('/dashboard');
    await page.waitForURL('**/event/type');
    await expect.poll(() => pathOf(page.url())).toBe('/event/type');
    await openPackageTab(page, PACKAGE_TYPE_TITLES.trial);
    await expect.poll(() => page.getByRole('button', { name: 'Trial used (Free Trial)' }).isDisabled()).toBe(true);
  });
});
