import { galleryEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../apps/server/src/test/read-zip.ts';
import { isCallTo } from '../support/api.ts';
import { animationCapture, clipCapture, photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const BOOTH_FEATURES = { gallery: 1, sharing: 1, three_in_one: 1, video: 1, boomerang: 1 } as const;

describe('the organiser gallery', () => {
  const journey = useJourney();

  it('shows what a booth uploaded, tab by tab, in a wrap-round slider, and downloads an item and a ZIP', async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'gallery');
    const eventId = await createEventViaApi(page, { name: 'Gallery Night', features: BOOTH_FEATURES });
    const uuid = await eventUuidOf(page, eventId);

    const booth = await signInBooth(baseUrl, uuid, '1234');
    const photos = [
      await photoCapture('One', '#1c7ed6'),
      await photoCapture('Two', '#e64980'),
      await photoCapture('Three', '#12b886'),
    ];
    for (const photo of photos) await booth.upload(photo);
    await booth.upload(await animationCapture('gif'));
    await booth.upload(await clipCapture('video', 'video-stage.mp4'));
    await booth.upload(await clipCapture('boomerang', 'boomerang-party.mp4'));

    await page.goto(`/event-photos/${eventId}`);
    await page.getByRole('button', { name: 'Open photo 1 of 3' }).waitFor();
    await snap(page, 'gallery-photos');

    await page.getByRole('tab', { name: 'Video' }).click();
    await page.getByRole('button', { name: 'Open video 1 of 1' }).waitFor();
    await page.getByRole('tab', { name: '3 in 1', exact: true }).click();
    await page.getByRole('button', { name: /^Open .* 1 of 1$/ }).waitFor();
    await page.getByRole('tab', { name: '3 in 1 fast' }).click();
    await page.getByText('Items Not Available').waitFor();
    await page.getByRole('tab', { name: 'Boomerang' }).click();
    await page.getByRole('button', { name: 'Open boomerang 1 of 1' }).click();
    await page.getByRole('dialog', { name: 'Boomerang 1 of 1' }).locator('video').waitFor();
    await snap(page, 'gallery-boomerang-slider');
    await page.keyboard.press('Escape');

    // The newest photo comes first; previous from the first wraps to the last, next back again.
    await page.getByRole('tab', { name: 'Photo' }).click();
    await page.getByRole('button', { name: 'Open photo 1 of 3' }).click();
    await page.getByRole('dialog', { name: 'Photo 1 of 3' }).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('dialog', { name: 'Photo 3 of 3' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Photo 1 of 3' }).waitFor();
    await page.getByRole('row', { name: 'Total downloads 0' }).waitFor();
    await snap(page, 'gallery-photo-slider');

    // One item: the page opens a signed link in a new window; no token travels in it.
    const itemRequest = page.context().waitForEvent('request', isCallTo(galleryEndpoints.downloadOne));
    await page
      .getByRole('dialog', { name: 'Photo 1 of 3' })
      .getByRole('button', { name: 'Download photo 1 of 3' })
      .click();
    const itemUrl = (await itemRequest).url();
    expect(itemUrl).not.toMatch(/token|bearer/i);
    const item = await fetch(itemUrl);
    expect(item.status).toBe(200);
    expect(item.headers.get('content-disposition')).toMatch(/^attachment/);
    const itemBytes = Buffer.from(await item.arrayBuffer());
    expect(itemBytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    await page.keyboard.press('Escape');

    // Every photo as one archive, opened and read entry by entry.
    const zipRequest = page.context().waitForEvent('request', isCallTo(galleryEndpoints.downloadAll));
    await page.getByRole('button', { name: 'Download All Photos' }).click();
    const zipReply = await fetch((await zipRequest).url());
    expect(zipReply.status).toBe(200);
    expect(zipReply.headers.get('content-disposition')).toContain('.zip');
    const entries = await readZip(Buffer.from(await zipReply.arrayBuffer()));
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(entry.name).toMatch(/\.jpe?g$/);
      expect(entry.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }

    // The downloads count in the item's stats.
    await page.reload();
    await page.getByRole('button', { name: 'Open photo 1 of 3' }).click();
    await page.getByRole('row', { name: /^Total downloads [1-9]/ }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Event Gallery Link' }).click();
    const base64Uuid = Buffer.from(uuid).toString('base64');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Gallery address' }).inputValue())
      .toBe(`${baseUrl}/social/gallery/${base64Uuid}`);
    await page.getByRole('img', { name: 'QR code of the gallery address' }).waitFor();
    await snap(page, 'gallery-link-modal');

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open photo 3 of 3' }).waitFor();
    await snap(page, 'gallery-photos-phone');

    // The address the modal shows and its QR code holds opens the guests' gallery.
    await page.goto(`/social/gallery/${base64Uuid}`);
    // Every item the booth uploaded, the three photos among them.
    await page.getByTestId('public-grid').getByRole('link', { name: 'Open photo' }).nth(2).waitFor();
  });
});
