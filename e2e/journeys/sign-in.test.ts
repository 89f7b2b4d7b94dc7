import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { expectText, registerIndividual, signIn, verifyFromOutbox } from '../support/accounts.ts';
import { saveScreenshot } from '../support/browser.ts';
import { PASSWORD, uniqueEmail, useJourney } from '../support/journey.ts';

describe('signing in', () => {
  const journey = useJourney();

  it('shows the field messages for empty, malformed and short input', async () => {
    const { page } = journey;
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText(MESSAGES.required).count()).toBe(2);
    await saveScreenshot(page, 'login-validation-empty');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectText(journey, MESSAGES.invalidEmail);
    await expectText(journey, MESSAGES.passwordMin);
    await saveScreenshot(page, 'login-validation-invalid');
  });

  it('puts the server error on the email field for wrong credentials', async () => {
    await signIn(journey, 'nobody-here@example.com', 'wrong-password');
    await expectText(journey, MESSAGES.invalidCredentials);
    expect(new URL(journey.page.url()).pathname).toBe('/');
  });

  it('sends an unverified account to the resend page', async () => {
    const email = uniqueEmail('unverified');
    await registerIndividual(journey, email);
    await signIn(journey, email);
    await journey.page.waitForURL('**/resend/email');
    await expectText(journey, email);
  });

  it('signs a verified account in and, without a package yet, lands on package choice', async () => {
    const email = uniqueEmail('verified');
    await registerIndividual(journey, email);
    await verifyFromOutbox(journey, email);
    await journey.page.getByRole('button', { name: 'Logout' }).click();
    await journey.page.waitForURL((url) => url.pathname === '/');

    await signIn(journey, email);
    await journey.page.waitForURL('**/event/type');
    await expectText(journey, 'Choose a package');
    const stored = await journey.page.evaluate(() => localStorage.getItem('boothdeck-session'));
    expect(stored).toContain(email);
    expect(PASSWORD).not.toBe('');
  });
});
