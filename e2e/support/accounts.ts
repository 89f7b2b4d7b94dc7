/** Account steps shared by journeys, done through the screens as a person would. */
import { expect } from 'vitest';
import type { Journey } from './journey.ts';
import { PASSWORD } from './journey.ts';

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

export async function signIn(journey: Journey, email: string, password = PASSWORD) {
  const { page } = journey;
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until the page shows the text. */
export async function expectText(journey: Journey, text: string | RegExp) {
  await expect.poll(() => journey.page.getByText(text).filter({ visible: true }).count()).toBeGreaterThan(0);
}
