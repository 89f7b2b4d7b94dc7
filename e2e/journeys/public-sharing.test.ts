import fs from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, SHARING_MESSAGES, sharingEndpoints } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeOf } from '../support/api.ts';
import { uniqueEmail, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { countMailsTo, waitForMail } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';
import { openFirstItemAsGuest, sharedGalleryEvent } from '../support/shared-gallery.ts';

/** The text messages in DATA_DIR/sms-outbox to `phone`. */
async function textsTo(dataDir: string, phone: string): Promise<string[]> {
  const folder = path.join(dataDir, 'sms-outbox');
  const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.txt')).sort();
  const texts = await Promise.all(names.map((name) => fs.readFile(path.join(folder, name), 'utf8')));
  return texts.filter((text) => text.startsWith(`To: ${phone}\n`));
}

async function waitForText(dataDir: string, phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [text] = await textsTo(dataDir, phone);
    if (text) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text message to ${phone}`);
}

/** Holds each share request for a moment, so the sending text is on screen long enough to see. */
async function slowShares(page: Page) {
  await page.route(routeOf(sharingEndpoints.shareByMessage), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

describe.each([
  // Each size texts its own number, which no other journey texts: the journeys share one outbox.
  ['phone', { width: 390, height: 844 }, '+61 412 345 678'],
  ['desktop', { width: 1280, height: 800 }, '+61 412 345 679'],
] as const)('sharing an item of the public gallery on a %s', (size, viewport, typedPhone) => {
  const journey = useJourney({ viewport });

  it('sends it by e-mail and by SMS with the link of the page the guest was on, and refuses a bad address', async () => {
    const { page, baseUrl, dataDir } = journey;
    await becomeMonthlyProMember(journey, `public-sharing-${size}`);
    const { galleryId } = await sharedGalleryEvent(page, baseUrl, {
      name: 'Harbour Party sharing',
      sms: 1,
    });

    await openFirstItemAsGuest(page, galleryId);
    // A shared link is the item's public view, under the share view's id.
    const viewId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(viewId).toMatch(/^[A-Za-z0-9_-]+$/);
    const viewPath = `/social/gallery/view/${viewId}`;
    await page.getByRole('img', { name: 'photo' }).waitFor();
    await slowShares(page);

    // By e-mail: a bad address is refused in the form and nothing is sent.
    const email = uniqueEmail('friend');
    await page.getByRole('button', { name: 'Share by email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share by Email' });
    const field = dialog.getByLabel('Email address');
    await field.fill('friend@');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByText(MESSAGES.invalidEmail).waitFor();
    await snap(page, `public-sharing-${size}-email-invalid`);
    await expect.poll(() => countMailsTo(dataDir, 'friend@')).toBe(0);

    await field.fill(email);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByText(SHARING_MESSAGES.emailSharing).waitFor();
    await snap(page, `public-sharing-${size}-email-sending`);
    await dialog.getByText(SHARING_MESSAGES.shared).waitFor();
    await snap(page, `public-sharing-${size}-email-shared`);
    // The form comes back, empty, after two seconds (the modal's own test holds the two seconds).
    await dialog.getByLabel('Email address').waitFor({ timeout: 5_000 });
    await expect.poll(() => dialog.getByLabel('Email address').inputValue()).toBe('');
    const mail = await waitForMail(dataDir, email);
    expect(mail).toContain(`${baseUrl}${viewPath}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // By SMS: the organiser's text (or the default) followed by the same link.
    const phone = typedPhone.replaceAll(' ', '');
    await page.getByRole('button', { name: 'Share by SMS' }).click();
    const smsDialog = page.getByRole('dialog', { name: 'Share by SMS' });
    await smsDialog.getByLabel('Mobile number').fill(typedPhone);
    await smsDialog.getByRole('button', { name: 'Share' }).click();
    await smsDialog.getByText(SHARING_MESSAGES.smsSharing).waitFor();
    await smsDialog.getByText(SHARING_MESSAGES.shared).waitFor();
    await snap(page, `public-sharing-${size}-sms-shared`);
    await smsDialog.getByLabel('Mobile number').waitFor({ timeout: 5_000 });
    const text = await waitForText(dataDir, phone);
    expect(text).toContain(`${baseUrl}${viewPath}`);

    // The shared link opens the same photo for whoever receives it.
    await page.goto(viewPath);
    await page.getByRole('img', { name: 'photo' }).waitFor();
    await page.getByRole('button', { name: 'Share by email' }).waitFor();
  });
});
