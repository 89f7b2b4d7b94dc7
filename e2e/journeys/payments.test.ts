import { PACKAGE_TYPE_TITLES } from '@boothdeck/contract/constants';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { saveScreenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { registerVerifiedOrganiser } from '../support/organisers.ts';
import { fillCard, openPackageTab, TEST_CARDS } from '../support/packages.ts';

describe('paying for a plan', () => {
  const journey = useJourney();

  it('pays for a monthly plan, confirms it, then counts down to the dashboard', async () => {
    const { page } = journey;
    await registerVerifiedOrganiser(journey, 'monthly');
    await openPackageTab(page, PACKAGE_TYPE_TITLES.monthly);
    await page.getByRole('button', { name: 'Subscribe (Monthly Basic)' }).click();
    await page.waitForURL('**/event/payment');
    await expectText(journey, 'Monthly Basic');
    await expectText(journey, 'per month');
    await saveScreenshot(page, 'payment-empty');

    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/event/payment-success');
    await expectText(journey, MESSAGES.paymentSuccessful);
    await expectText(journey, MESSAGES.paymentReceived);
    await expectText(journey, /in [123] seconds?/);
    await saveScreenshot(page, 'payment-success');
    await page.waitForURL('**/dashboard', { timeout: 6000 });

    await page.goto('/event/type');
    await openPackageTab(page, PACKAGE_TYPE_TITLES.monthly);
    await expect
      .poll(() => page.getByRole('button', { name: 'Current package (Monthly Basic)' }).isDisabled())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Subscribe (Monthly Pro)' }).isEnabled()).toBe(true);
  });

  it('keeps a declined card on the payment page with the reason and the typed details', async () => {
    const { page } = journey;
    await registerVerifiedOrganiser(journey, 'declined');
    await openPackageTab(page, PACKAGE_TYPE_TITLES.yearly);
    await page.getByRole('button', { name: 'Subscribe (Yearly Pro)' }).click();
    await page.waitForURL('**/event/payment');
    await expectText(journey, 'per year');

    await fillCard(page, TEST_CARDS.declined, 'Hedy Lamarr');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.cardDeclined }).waitFor();
    // Said once, above the form; the card number is only marked.
    await expect.poll(() => page.getByText(MESSAGES.cardDeclined).count()).toBe(1);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/event/payment');
    await expect.poll(() => page.getByLabel('Cardholder Name').inputValue()).toBe('Hedy Lamarr');
    await expect.poll(() => page.getByLabel('Card Number').inputValue()).toBe(TEST_CARDS.declined);
    await saveScreenshot(page, 'payment-declined');

    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'payment-declined-mobile');
  });

  it('sends the payment page back to package choice when no package was chosen', async () => {
    const { page } = journey;
    await registerVerifiedOrganiser(journey, 'no-choice');
    await page.goto('/event/payment');
    await page.waitForURL('**/event/type');
  });
});
