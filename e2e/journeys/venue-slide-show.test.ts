/**
 * The venue screen's slide show: the organiser opens it from the gallery link, a booth's capture
 * is on the screen within seconds of its upload, and a dropped network leaves the show running
 * with a "Reconnecting" badge until it comes back by itself, new captures and all.
 */
import { publicGalleryEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { pageAddress } from '../support/api.ts';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf, saveSocialGallery } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snapScreen } from '../support/screens.ts';

const FADE_MS = 600;

describe('the venue slide show', () => {
  const journey = useJourney({ viewport: { width: 1920, height: 1080 } });

  it('shows each new capture within seconds and carries on through a dropped network', async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'venue-show');
    const eventId = await createEventViaApi(page, {
      name: 'Harbour Venue Night',
      features: { gallery: 1, sharing: 1 },
      options: { microsite: 1 },
    });
    await saveSocialGallery(page, eventId, { contents: { SocialMenuStyle: '#7048e8', buttonColor: '#7048e8' } });
    const uuid = await eventUuidOf(page, eventId);
    const booth = await signInBooth(baseUrl, uuid, '1234', 'Venue booth');
    await booth.upload(await photoCapture('First', '#1c7ed6'));

    // The organiser finds it beside the gallery's address.
    await page.goto(`/event-photos/${eventId}`);
    await page.getByRole('button', { name: 'Event Gallery Link' }).click();
    const link = page.getByRole('link', { name: 'Open venue slide show' });
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const galleryId = Buffer.from(uuid).toString('base64');
    // With the event's venue key, which shows every approved capture where guests see only their own, when chosen.
    await expect
      .poll(() => link.getAttribute('href'))
      .toMatch(
        new RegExp(`^${escapeRegExp(`${baseUrl}/social/slide-show/${galleryId}?venue=1&venue_key=`)}\\d+\\.[\\w-]+$`),
      );
    await page.goto((await link.getAttribute('href')) ?? '');

    const stage = page.getByTestId('slide-stage');
    const onScreen = () => stage.locator('[data-active] img').getAttribute('src');
    const fileOf = (id: number) =>
      pageAddress(publicGalleryEndpoints.file, { params: { mediaId: id, kind: 'preview' } });
    await page.getByRole('img', { name: 'QR code of the gallery address' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);

    const second = await booth.upload(await photoCapture('Second', '#e8590c'));
    await expect.poll(onScreen, { timeout: 15_000 }).toBe(fileOf(second.id));

    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Reconnecting' }).waitFor({ timeout: 15_000 });
    // The show goes on with what it has.
    await stage.locator('[data-active] img').waitFor();
    await snapScreen(page, 'venue-slide-show-reconnecting');
    const third = await booth.upload(await photoCapture('Third', '#2f9e44'));

    await page.context().setOffline(false);
    await expect.poll(onScreen, { timeout: 20_000 }).toBe(fileOf(third.id));
    await expect.poll(() => page.getByRole('status').count()).toBe(0);

    const fourth = await booth.upload(await photoCapture('Fourth', '#f08c00'));
    await expect.poll(onScreen, { timeout: 15_000 }).toBe(fileOf(fourth.id));
    // The screenshots once the slide has faded in, as a guest sees it.
    await page.waitForTimeout(FADE_MS);
    await snapScreen(page, 'venue-slide-show-1920');
    await page.setViewportSize({ width: 1024, height: 768 });
    await snapScreen(page, 'venue-slide-show-1024');
  });
});
