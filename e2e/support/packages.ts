/** Package and payment steps shared by journeys. */
import path from 'node:path';
import type { CardFields } from '@boothdeck/contract';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';

export const TEST_CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Opens a tab of the subscription page once the pricing loader has gone. */
export async function openPackageTab(page: Page, title: string) {
  const tab = page.getByRole('tab', { name: title });
  await tab.click();
  await page.getByRole('tab', { name: title, selected: true }).waitFor();
}

/** A card that expires at the end of next year, as the card form takes it. */
export function testCard(cardNumber: string, holderName = 'Grace Hopper'): CardFields {
  const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
  return { cardNumber, cardholderName: holderName, expiryMonth: '12', expiryYear: nextYear, cvvNumber: '123' };
}

export async function fillCard(page: Page, cardNumber: string, holderName = 'Grace Hopper') {
  const card = testCard(cardNumber, holderName);
  await page.getByLabel('Card Number').fill(card.cardNumber);
  await page.getByLabel('Cardholder Name').fill(card.cardholderName);
  await page.getByLabel('Expiry Month').fill(card.expiryMonth);
  await page.getByLabel('Expiry Year').fill(card.expiryYear);
  await page.getByLabel('CVV').fill(card.cvvNumber);
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
