/**
 * A gallery where each guest sees only their own captures: the organiser chooses it on the social
 * gallery's edit screen; a guest who scanned the booth's QR code for their photo sees it, in
 * "Your photos", and nothing of another guest's, by the grid, the share view or a file's address;
 * a phone that opened nothing sees an empty gallery that says how to find one's photos; a gallery
 * that is off shows a page that says so.
 */
import { randomBytes } from 'node:crypto';
import { micrositeEndpoints, publicGalleryEndpoints, socialGallerySliderReplySchema } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { organiserApi, pageAddress } from '../support/api.ts';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf, saveSocialGallery } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const PHONE = { width: 390, height: 844 };

describe('a gallery that shows each guest their own photos', () => {
  const journey = useJourney({ viewport: PHONE });

  it("shows a guest their capture and nothing of another guest's", async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'gallery-privacy-own');
    const eventId = await createEventViaApi(page, {
      name: 'Harbour Private Night',
      features: { gallery: 1, sharing: 1 },
      options: { microsite: 1 },
    });
    await saveSocialGallery(page, eventId, { download: 1, facebook: 1 });

    // The organiser chooses it on the social gallery's edit screen.
    await page.goto(`/event/microsite/edit/${eventId}`);
    await page.getByRole('heading', { name: /^Edit /, level: 2 }).waitFor();
    const own = page.getByRole('radio', { name: 'Each guest sees only their own' });
    await own.click();
    await expect.poll(() => own.isChecked()).toBe(true);
    await own.scrollIntoViewIfNeeded();
    await snap(page, 'gallery-privacy-phone-setting');
    // The organiser's screen is a laptop's as often as a phone's.
    await page.setViewportSize({ width: 1280, height: 800 });
    await own.scrollIntoViewIfNeeded();
    await snap(page, 'gallery-privacy-desktop-setting');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);

    const uuid = await eventUuidOf(page, eventId);
    // The organiser's calls, kept for later: the page becomes a guest's.
    const organiser = await organiserApi(page);
    const galleryId = Buffer.from(uuid).toString('base64');
    const booth = await signInBooth(baseUrl, uuid, '1234', 'Booth privacy');
    const clientIdOf = () => `cap_${randomBytes(12).toString('base64url')}`;
    const mineId = clientIdOf();
    const mine = await booth.uploadWithShare({ ...(await photoCapture('Mine', '#1c7ed6')), clientId: mineId });
    const theirs = await booth.uploadWithShare({
      ...(await photoCapture('Theirs', '#e64980')),
      clientId: clientIdOf(),
    });

    // The guest scans the booth's QR code for their photo: it opens, by its own key.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`/gallery/share/pending/${uuid}/${mineId}`);
    await page.getByRole('img', { name: 'photo' }).waitFor({ timeout: 10_000 });
    const mineView = Buffer.from(`${uuid}:${mine.media.id}`).toString('base64url');
    expect(new URL(page.url()).pathname).toBe(`/gallery/share/view/one/${mineView}`);
    await snap(page, 'gallery-privacy-phone-own-photo');

    // The gallery lists theirs alone, under "Your photos".
    await page.goto(`/social/gallery/${galleryId}`);
    await page.getByRole('heading', { name: 'Your photos' }).waitFor();
    const tiles = page.getByTestId('public-grid').getByRole('link');
    await expect.poll(() => tiles.count()).toBe(1);
    expect(await tiles.first().getAttribute('href')).toBe(`/gallery/share/view/one/${mineView}`);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="public-grid"] img')).every(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await snap(page, 'gallery-privacy-phone-your-photos');

    // Another guest's photo, by its share view's address or its file's, is not there for this phone.
    const theirsView = Buffer.from(`${uuid}:${theirs.media.id}`).toString('base64url');
    await page.goto(`/gallery/share/view/one/${theirsView}`);
    await page
      .getByRole('heading', { name: 'This page could not be found. Please check the link you were sent.' })
      .waitFor();
    expect(await page.getByRole('img', { name: 'photo' }).count()).toBe(0);
    await snap(page, 'gallery-privacy-phone-another-guest');
    // The page's own requests carry its cookies: a file's address and the slide show, as this phone asks them.
    const fileOf = (mediaId: number) =>
      page.request.get(
        `${baseUrl}${pageAddress(publicGalleryEndpoints.file, { params: { mediaId, kind: 'thumbnail' } })}`,
      );
    expect((await fileOf(theirs.media.id)).status()).toBe(404);
    expect((await fileOf(mine.media.id)).status()).toBe(200);
    const slider = await page.request.get(
      `${baseUrl}${pageAddress(publicGalleryEndpoints.slider, { params: { id: galleryId } })}`,
    );
    const show = socialGallerySliderReplySchema.parse(await slider.json());
    expect(show.gallery_items.map((item) => item.id)).toEqual([mine.media.id]);

    // A phone that opened nothing sees an empty gallery that says how to find one's photos.
    await page.context().clearCookies();
    await page.goto(`/social/gallery/${galleryId}`);
    await page.getByRole('heading', { name: 'No photos here yet' }).waitFor();
    await snap(page, 'gallery-privacy-phone-nothing-opened');

    // With the gallery off, its page says so, in the gallery's look; the guest's own photo still opens by its link.
    const { microsite } = await organiser.call(micrositeEndpoints.get, { params: { id: eventId } });
    await organiser.call(micrositeEndpoints.update, {
      params: { id: eventId },
      body: { microsite_template_id: microsite?.microsite_template_id, gallery_privacy: 'off' },
    });
    await page.goto(`/social/gallery/${galleryId}`);
    await page.getByRole('heading', { name: 'This event has no public gallery' }).waitFor();
    await page.getByRole('heading', { name: 'Harbour Private Night' }).waitFor();
    await snap(page, 'gallery-privacy-phone-gallery-off');
    await page.goto(`/gallery/share/pending/${uuid}/${mineId}`);
    await page.getByRole('img', { name: 'photo' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('link', { name: 'Gallery' }).count()).toBe(0);
  });
});
