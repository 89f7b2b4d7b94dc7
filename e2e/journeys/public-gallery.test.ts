import { galleryEndpoints, publicGalleryEndpoints, type TemplateLayout } from '@boothdeck/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isCallTo, organiserApi } from '../support/api.ts';
import { clipCapture, photoCapture, signInBooth } from '../support/booth.ts';
import { copyGalleryPhotos, createEventViaApi, eventUuidOf, saveSocialGallery } from '../support/events.ts';
import { type Journey, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const FEATURES = { gallery: 1, sharing: 1, video: 1 } as const;
const PHONE = { width: 390, height: 844 };

type Setup = { password?: string; template: TemplateLayout; label: string };

/**
 * An organiser's header tracking script that tells the page it ran and what it could reach:
 * our storage, cookies, the page around it, and the signed-in user's call with credentials.
 */
const TRACKING_SCRIPT = `<script>
(function () {
  var report = { origin: self.origin };
  try { localStorage.getItem('x'); report.storage = 'read'; } catch (error) { report.storage = error.name; }
  try { report.cookie = document.cookie; } catch (error) { report.cookie = error.name; }
  try { report.page = parent.document.title; } catch (error) { report.page = error.name; }
  fetch('/api/v1/user', { credentials: 'include' })
    .then(function (reply) { return 'answered ' + reply.status; }, function (error) { return error.name; })
    .then(function (user) { report.user = user; parent.postMessage({ tracking: report }, '*'); });
})();
</script>`;

type TrackingWindow = { trackingReports: unknown[] };

/** Keeps what tracking scripts post to the page, from before the page's own scripts run. */
const listenForTracking = (page: Page) =>
  page.addInitScript(() => {
    if (window !== window.top) return;
    const reports: unknown[] = [];
    (window as unknown as TrackingWindow).trackingReports = reports;
    window.addEventListener('message', (event) => {
      if (event.data?.tracking) reports.push(event.data.tracking);
    });
  });

/** The tracking script ran, with an opaque origin: none of our storage, cookies, page or API. */
async function expectTrackingRanSandboxed(page: Page) {
  await page.waitForFunction(() => (window as unknown as TrackingWindow).trackingReports.length > 0);
  const [report] = await page.evaluate(() => (window as unknown as TrackingWindow).trackingReports);
  expect(report).toEqual({
    origin: 'null',
    storage: 'SecurityError',
    cookie: 'SecurityError',
    page: 'SecurityError',
    user: 'TypeError',
  });
}

/**
 * An event with a microsite in the template, three photos and a clip from its booth; its id and
 * gallery address id. The organiser stays signed in.
 */
async function galleryWithCaptures(journey: Journey, { password, template, label }: Setup) {
  const { page, baseUrl } = journey;
  await becomeMonthlyProMember(journey, `public-gallery-${label}`);
  const eventId = await createEventViaApi(page, {
    name: `Harbour Party ${template}`,
    features: FEATURES,
    options: { microsite: 1 },
  });
  await saveSocialGallery(page, eventId, {
    template,
    gallery_password: password ?? '',
    email: 1,
    sms: 1,
    facebook: 1,
    twitter: 1,
    linked_in: 1,
    download: 1,
    tag_script: TRACKING_SCRIPT,
    contents: { contentBodyText: 'Thanks for coming!', buttonText: 'Back to gallery', footerText: 'Harbour Events' },
  });
  const uuid = await eventUuidOf(page, eventId);
  const booth = await signInBooth(baseUrl, uuid, '1234');
  for (const [name, colour] of [
    ['One', '#1c7ed6'],
    ['Two', '#e64980'],
    ['Three', '#12b886'],
  ] as const) {
    await booth.upload(await photoCapture(name, colour));
  }
  await booth.upload(await clipCapture('video', 'video-stage.mp4'));
  return { eventId, id: Buffer.from(uuid).toString('base64') };
}

/** A guest has no session: signs the organiser out of this browser. */
const becomeGuest = (page: Page) => page.evaluate(() => window.localStorage.clear());

async function loadedPictures(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-testid="public-grid"] img')).every(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    ),
  );
}

describe.each([
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
])('the public gallery on a %s', (size, viewport) => {
  const journey = useJourney({ viewport });

  it('shows a guest the grid, an item with its share buttons, and the slide show', async () => {
    const { page } = journey;
    const { id } = await galleryWithCaptures(journey, { template: 'one', label: `${size}-open` });
    await becomeGuest(page);
    await listenForTracking(page);
    await page.goto(`/social/gallery/${id}`);
    const grid = page.getByTestId('public-grid');
    await grid.waitFor();
    await expect.poll(() => grid.getAttribute('data-columns')).toBe('3');
    await expect.poll(() => grid.getByRole('link').count()).toBe(4);
    await loadedPictures(page);
    await page.getByText('Harbour Events').waitFor();
    // The organiser's script runs, in a frame that cannot reach this page, its storage or our API.
    await expect.poll(() => page.getByTestId('tracking-frame').getAttribute('sandbox')).toBe('allow-scripts');
    await expectTrackingRanSandboxed(page);
    await snap(page, `public-gallery-${size}-grid`);

    await grid.getByRole('link').nth(1).click();
    await page.getByRole('img', { name: 'photo' }).waitFor();
    await page.getByText('Thanks for coming!').waitFor();
    const shareButtons = page.getByTestId('share-icons').getByRole('button');
    await expect.poll(() => shareButtons.count()).toBe(7);
    await page.waitForFunction(() => {
      const image = document.querySelector('img[alt="photo"]') as HTMLImageElement | null;
      return image?.complete && image.naturalWidth > 0;
    });
    await snap(page, `public-gallery-${size}-view`);
    const download = page.context().waitForEvent('request', isCallTo(galleryEndpoints.downloadOne));
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).url()).toMatch(/signature=/);

    await page.goto(`/social/gallery/${id}`);
    await page.getByRole('link', { name: 'Slide show' }).click();
    await page.getByText('1 / 4').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('4 / 4').waitFor();
    await page.getByRole('tab', { name: 'Videos' }).click();
    await page.getByText('1 / 1').waitFor();
    await page.getByRole('tab', { name: 'Gifs' }).click();
    await page.getByText('There is no items to show').waitFor();
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.getByText('1 / 3').waitFor();
    await snap(page, `public-gallery-${size}-slide-show`, { settleMs: 700 });
  });

  it('asks for the password of a protected gallery, refuses a wrong one and opens the shared item with the right one', async () => {
    const { page } = journey;
    const { id, eventId } = await galleryWithCaptures(journey, {
      template: 'two',
      password: 'harbour',
      label: `${size}-locked`,
    });
    // The address of the newest item, as a guest who was sent it has it.
    const preview = await (await organiserApi(page)).call(publicGalleryEndpoints.sharePreview, {
      params: { id: eventId },
    });
    const viewId = preview.share_gallery_preview.item?.view_id;
    await becomeGuest(page);
    await listenForTracking(page);
    await page.goto(`/gallery/share/view/one/${viewId}`);
    await page.waitForURL(`**/social/gallery/password/${id}`);
    const field = page.locator('input[type="password"]');
    await field.fill('wrong');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('The password is incorrect.').waitFor();
    await snap(page, `public-gallery-${size}-password-wrong`);
    await field.fill('harbour');
    await page.getByRole('button', { name: 'Submit' }).click();
    // Back to the item the guest opened, not the grid.
    await page.waitForURL(`**/gallery/share/view/one/${viewId}`);
    await page.locator('video').waitFor();
    await page.getByRole('link', { name: 'Back to gallery' }).click();
    await page.waitForURL(`**/social/gallery/${id}`);
    await page.getByTestId('public-grid').waitFor();
    await loadedPictures(page);
    // The grant opens the tracking frame like every other call of the gallery.
    await expectTrackingRanSandboxed(page);
    await snap(page, `public-gallery-${size}-template-two`);
  });

  it('shows the organiser their share view in template two, then a guest the gallery and an item in template three', async () => {
    const { page } = journey;
    const { id, eventId } = await galleryWithCaptures(journey, { template: 'three', label: `${size}-three` });
    await page.goto(`/gallery/share/view/two/${eventId}`);
    await page.locator('[data-template="two"]').waitFor();
    await page.getByRole('link', { name: 'Back to microsite' }).waitFor();
    await page.locator('video').waitFor();
    await snap(page, `public-gallery-${size}-organiser-preview-two`);
    await becomeGuest(page);
    await page.goto(`/social/gallery/${id}`);
    await page.getByTestId('public-grid').waitFor();
    await loadedPictures(page);
    await expect.poll(() => page.locator('[data-template="three"]').count()).toBe(1);
    await snap(page, `public-gallery-${size}-template-three`);
    await page.getByTestId('public-grid').getByRole('link').first().click();
    await page.locator('video').waitFor();
    await page.getByRole('link', { name: 'Back to gallery' }).waitFor();
    await snap(page, `public-gallery-${size}-template-three-view`);
  });
});

describe('a long public gallery on a phone', () => {
  const journey = useJourney({ viewport: PHONE });

  it('keeps a few dozen tiles in the page, lets Tab walk the tiles in order, and comes back to the same place', async () => {
    const { page, dataDir } = journey;
    const { id, eventId } = await galleryWithCaptures(journey, { template: 'one', label: 'long' });
    copyGalleryPhotos(dataDir, eventId, 300);
    await becomeGuest(page);
    await page.goto(`/social/gallery/${id}`);
    const grid = page.getByTestId('public-grid');
    await grid.getByRole('link').first().waitFor();
    await expect.poll(() => grid.getByRole('link').count()).toBeLessThan(60);

    // Tab goes from the Slide show link through the tiles in item order, drawing rows as it goes.
    await page.getByRole('link', { name: 'Slide show' }).focus();
    const focused: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      // The tile takes focus once its row is drawn: wait for focus to settle on a tile.
      await expect.poll(() => focusedHref(page)).toMatch(/^\/gallery\/share\/view\/one\//);
      focused.push(await focusedHref(page));
    }
    expect(focused.every((href) => href.startsWith('/gallery/share/view/one/'))).toBe(true);
    expect(new Set(focused).size).toBe(60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const leftAt = await page.evaluate(() => window.scrollY);

    // Open the focused tile with the keyboard, then come back: the grid is where the guest left it.
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gallery/share/view/one/*');
    await expect.poll(() => new URL(page.url()).pathname).toBe(focused.at(-1));
    await page.getByRole('img', { name: 'photo' }).waitFor();
    await page.goBack();
    await grid.waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
    await grid.getByRole('link').first().waitFor();
    await snap(page, 'public-gallery-phone-long-back');
  });
});

const focusedHref = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
