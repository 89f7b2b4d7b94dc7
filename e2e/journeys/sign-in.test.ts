import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { expectText, signIn } from '../support/accounts.ts';
import { saveScreenshot } from '../support/browser.ts';
import { PASSWORD, useJourney } from '../support/journey.ts';
import { registerThroughApi, signUpThroughApi } from '../support/organisers.ts';

describe('signing in', () => {
  const journey = useJourney();

  it('shows the field messages for empty, malformed and short input', async () => {
    const { page } = journey;
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The form's rules load after the page shows: the texts come once they have run.
    await expect.poll(() => page.getByText(MESSAGES.required).count()).toBe(2);
    await saveScreenshot(page, 'login-validation-empty');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectText(journey, MESSAGES.invalidEmail);
    await expectText(journey, MESSAGES.signInPasswordMin);
    await saveScreenshot(page, 'login-validation-invalid');
  });

  it('puts the server error on the email field for wrong credentials', async () => {
    await signIn(journey, 'nobody-here@example.com', 'wrong-password');
    await expectText(journey, MESSAGES.invalidCredentials);
    await expect.poll(() => new URL(journey.page.url()).pathname).toBe('/');
  });

  it('sends an unverified account to the resend page', async () => {
    const { page } = journey;
    const email = await registerThroughApi(journey, 'unverified');
    await signIn(journey, email);
    await page.waitForURL('**/resend/email');
    await expectText(journey, email);
  });

  it('signs a verified account in and, without a package yet, lands on package choice', async () => {
    const { email } = await signUpThroughApi(journey, 'verified');
    await signIn(journey, email);
    await journey.page.waitForURL('**/event/type');
    await expectText(journey, 'Choose a package');
    const session = () => journey.page.evaluate(() => localStorage.getItem('boothdeck-session'));
    await expect.poll(session).toContain(email);
    // What the browser keeps names the account, never its password.
    expect(await session()).not.toContain(PASSWORD);
  });
});
