/**
 * A guest's data, on a phone: from the share page of their photo they open "Your data", confirm
 * their address with the code from their mailbox, download what the event holds and erase it,
 * and read the receipt on screen and in their mail.
 */
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMail } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';
import { openFirstItemAsGuest, sharedGalleryEvent } from '../support/shared-gallery.ts';

describe('a guest seeing and erasing their data on a phone', () => {
  const journey = useJourney({ viewport: { width: 390, height: 844 } });

  it('confirms the address with the mailed code, downloads the data and erases it with a receipt', async () => {
    const { page, baseUrl, dataDir } = journey;
    await becomeMonthlyProMember(journey, 'guest-data');
    const { eventId, uuid, galleryId } = await sharedGalleryEvent(page, baseUrl, {
      name: 'Harbour Party data',
      sms: 0,
    });

    // The guest, with no session of the organiser's, shares their photo to themselves.
    const organiserSession = await openFirstItemAsGuest(page, galleryId);
    const email = uniqueEmail('guest-data');
    await page.getByRole('button', { name: 'Share by email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share by Email' });
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Share' }).click();
    const shared = await waitForMail(dataDir, email);
    expect(shared).toContain(`${baseUrl}/your-data/${uuid}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // "Your data" at the foot of the share page.
    await page.getByRole('link', { name: 'Your data' }).click();
    await page.waitForURL(`**/your-data/${uuid}`);
    await page.getByText('Harbour Party data').waitFor();
    await snap(page, 'guest-data-phone-address');
    await page.getByLabel('E-mail address or mobile number').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('Code').waitFor();
    const mail = await waitForMail(dataDir, email, 1);
    const code = /Your code is (\d{6})/.exec(mail)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await snap(page, 'guest-data-phone-code');
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('1 message sent to you').waitFor();
    await page.getByText('1 photo or clip').waitFor();
    await snap(page, 'guest-data-phone-holdings');

    // The download: one ZIP with data.json and the photo.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('your-data.zip');
    const saved = await download.path();
    const archive = await fs.readFile(saved);
    expect(archive.subarray(0, 2).toString()).toBe('PK');
    expect(archive.includes(Buffer.from('data.json'))).toBe(true);
    expect(archive.includes(Buffer.from(email))).toBe(true);

    // The erasure, asked twice, photos too; the receipt on screen and by mail.
    await page.getByRole('button', { name: 'Erase my data' }).click();
    await snap(page, 'guest-data-phone-erase');
    await page.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByText('Your data was erased').waitFor();
    await snap(page, 'guest-data-phone-receipt');
    const receiptNo = /Receipt (\S+),/.exec((await page.getByText(/^Receipt /).textContent()) ?? '')?.[1] ?? '';
    expect(receiptNo).not.toBe('');
    const receipt = await waitForMail(dataDir, email, 2);
    expect(receipt).toContain(receiptNo);

    // The photo is gone from the gallery.
    await page.goto(`/social/gallery/${galleryId}`);
    await page.getByText('Items Not Available').waitFor();
    await snap(page, 'guest-data-phone-gallery-after');

    // The organiser sees that a guest erased their data, and when; and sets the event's retention.
    await page.evaluate((entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, organiserSession);
    await page.goto(`/show/event/${eventId}`);
    const section = page.getByRole('region', { name: 'Guest data' });
    await section.getByText('Erased by guests: 1').waitFor();
    await section.getByText('Delete after').click();
    await section.getByLabel('Days after the event').fill('30');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText(/Guest data will be deleted on/).waitFor();
    await section.scrollIntoViewIfNeeded();
    await snap(page, 'guest-data-phone-organiser');
  });
});
