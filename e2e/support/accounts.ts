/** Account steps shared by journeys, done through the screens as a person would. */
import { expect } from 'vitest';
import type { Journey } from './journey.ts';
import { PASSWORD } from './journey.ts';
import { waitForMailLink } from './outbox.ts';

export async function registerIndividual(journey: Journey, email: string) {
  const { page } = journey;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/resend/email');
}

/** Opens the verification link from the outbox and waits for the redirect after 'Email Verifying'. */
export async function verifyFromOutbox(journey: Journey, email: string) {
  const link = await waitForMailLink(journey.dataDir, email, '/verify-email/');
  await journey.page.goto(link);
  await journey.page.waitForURL('**/event/type');
}

export async function signIn(journey: Journey, email: string, password = PASSWORD) {
  const { page } = journey;
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectText(journey: Journey, text: string | RegExp) {
  await journey.page.getByText(text).first().waitFor();
  expect(await journey.page.getByText(text).count()).toBeGreaterThan(0);
}
