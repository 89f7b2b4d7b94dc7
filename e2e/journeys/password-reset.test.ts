import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, it } from 'vitest';
import { expectText, signIn } from '../support/accounts.ts';
import { saveScreenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signUpThroughApi } from '../support/organisers.ts';
import { waitForMailLink } from '../support/outbox.ts';

describe('forgotten password', () => {
  const journey = useJourney();

  it('mails a reset link, sets a new password and signs in with it', async () => {
    const { page } = journey;
    const { email } = await signUpThroughApi(journey, 'forgot');
    await page.goto('/');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectText(journey, MESSAGES.required);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await saveScreenshot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectText(journey, MESSAGES.forgotSent);

    const link = await waitForMailLink(journey.dataDir, email, '/reset/');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('other');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectText(journey, MESSAGES.passwordMin);
    await saveScreenshot(page, 'reset-password-validation');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectText(journey, MESSAGES.resetDone);

    await signIn(journey, email, 'brand-new-pass');
    await page.waitForURL('**/event/type');
  });
});
