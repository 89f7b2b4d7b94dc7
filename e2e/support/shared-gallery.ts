/** An event whose public gallery shares by e-mail (and by SMS when asked), with one photo a booth uploaded. */
import type { Page } from 'playwright-core';
import { photoCapture, signInBooth } from './booth.ts';
import { createEventViaApi, eventUuidOf, saveSocialGallery } from './events.ts';

export async function sharedGalleryEvent(page: Page, baseUrl: string, { name, sms }: { name: string; sms: 0 | 1 }) {
  const eventId = await createEventViaApi(page, {
    name,
    features: { gallery: 1, sharing: 1 },
    options: { microsite: 1 },
  });
  await saveSocialGallery(page, eventId, {
    template: 'one',
    gallery_password: '',
    email: 1,
    sms,
    facebook: 0,
    twitter: 0,
    linked_in: 0,
    download: 1,
    contents: { contentBodyText: 'Thanks for coming!', buttonText: 'Back to gallery', footerText: 'Harbour Events' },
  });
  const uuid = await eventUuidOf(page, eventId);
  const booth = await signInBooth(baseUrl, uuid, '1234');
  await booth.upload(await photoCapture('Cheers', '#1c7ed6'));
  // The gallery's address is named by the base64 of its event's uuid.
  return { eventId, uuid, galleryId: Buffer.from(uuid).toString('base64') };
}

/**
 * A guest, with no session of the organiser's, opens the gallery and its first item: the grid
 * opens the item's share view. Answers what the organiser's session held, to sign back in with.
 */
export async function openFirstItemAsGuest(page: Page, galleryId: string): Promise<[string, string][]> {
  const organiserSession = await page.evaluate(() => Object.entries(window.localStorage));
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/social/gallery/${galleryId}`);
  const grid = page.getByTestId('public-grid');
  await grid.waitFor();
  await grid.getByRole('link').first().click();
  await page.waitForURL('**/gallery/share/view/one/*');
  return organiserSession;
}
