import { createApiClient } from '@boothdeck/client';
import { publicGalleryEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const PHONE = { width: 390, height: 844 };

describe('moderation before the gallery', () => {
  const journey = useJourney();

  it('keeps a booth capture from guests until the organiser approves it in the queue', async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'moderation');
    const eventId = await createEventViaApi(page, {
      name: 'Approved night',
      options: { frame: 1, microsite: 1 },
    });

    // The organiser switches the option on from the event's Options.
    await page.goto(`/event/options/edit/${eventId}`);
    await page.getByRole('checkbox', { name: 'Approve captures before guests see them' }).click();
    await snap(page, 'moderation-option');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);

    const uuid = await eventUuidOf(page, eventId);
    const booth = await signInBooth(baseUrl, uuid, '1234');
    const capture = await booth.upload(await photoCapture('Waiting', '#e8590c'));
    const galleryId = btoa(uuid);
    const guest = createApiClient({ origin: baseUrl });
    const publicGrid = async () =>
      (await guest.call(publicGalleryEndpoints.items, { params: { id: galleryId } })).gallery_items.total;

    // The guest's gallery shows nothing yet.
    await page.goto(`/social/gallery/${galleryId}`);
    await page.getByText('Items Not Available').waitFor();
    expect(await publicGrid()).toBe(0);

    // The queue with its count, on the desktop and at the venue on a phone.
    const queue = page.getByRole('region', { name: /Waiting for approval/ });
    const queueShown = async () => {
      await page.goto(`/event-photos/${eventId}`);
      await queue.getByLabel('1 waiting').waitFor();
      await page.getByText('Waiting', { exact: true }).waitFor();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('img[alt^="Waiting capture"]')).every(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      );
    };
    await queueShown();
    await snap(page, 'moderation-queue-desktop');
    await page.setViewportSize(PHONE);
    await queueShown();
    await snap(page, 'moderation-queue-phone');
    await queue.getByRole('button', { name: 'Approve capture 1' }).click();
    await queue.getByLabel('0 waiting').waitFor();
    await queue.getByText(/Nothing is waiting/).waitFor();
    await snap(page, 'moderation-queue-phone-empty');

    // Now guests see it.
    expect(await publicGrid()).toBe(1);
    await page.goto(`/social/gallery/${galleryId}`);
    await page.getByTestId('public-grid').getByRole('link').first().waitFor();
    const shown = await guest.call(publicGalleryEndpoints.slider, { params: { id: galleryId } });
    expect(shown.gallery_items.map((item) => item.id)).toEqual([capture.id]);
  });
});
