/** Package and payment steps shared by journeys. */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { registerIndividual, verifyFromOutbox } from './accounts.ts';
import type { Journey } from './journey.ts';
import { uniqueEmail } from './journey.ts';

export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** A new organiser who registered and verified, now on package choice; returns their e-mail. */
export async function registerVerifiedOrganiser(journey: Journey, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerIndividual(journey, email);
  await verifyFromOutbox(journey, email);
  return email;
}

/** Opens a tab of the subscription page once the pricing loader has gone. */
export async function openPackageTab(page: Page, title: string) {
  const tab = page.getByRole('tab', { name: title });
  await tab.click();
  await page.getByRole('tab', { name: title, selected: true }).waitFor();
}

export async function fillCard(page: Page, cardNumber: string, holderName = 'Grace Hopper') {
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  await page.getByLabel('Card Number').fill(cardNumber);
  await page.getByLabel('Cardholder Name').fill(holderName);
  await page.getByLabel('Expiry Month').fill('12');
  await page.getByLabel('Expiry Year').fill(nextYear);
  await page.getByLabel('CVV').fill('123');
}

/** Ends the current membership yesterday, straight in the server's SQLite file. */
export function expireMembership(dataDir: string, email: string) {
  const database = new Database(path.join(dataDir, 'boothdeck.sqlite'));
  try {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const { changes } = database
      .prepare(
        'UPDATE memberships SET expire_at = ? WHERE ended_at IS NULL AND user_id = (SELECT id FROM users WHERE email = ?)',
      )
      .run(yesterday, email);
    if (changes !== 1) throw new Error(`expected one current membership for ${email}, found ${changes}`);
  } finally {
    database.close();
  }
}
