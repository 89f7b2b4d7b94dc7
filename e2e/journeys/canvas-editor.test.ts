import fs from 'node:fs/promises';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { organiserApi } from '../support/api.ts';
import { createEventViaApi, drawEventImage } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const LONG_TEXT = 'Welcome to the summer party at the Town Hall';
const LONG_TEXT_LAYER = 'Welcome to the summe…';

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The bytes of a file the app serves, fetched by the page. */
async function fetchBytes(page: Page, url: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (address) => {
    const buffer = await (await fetch(address)).arrayBuffer();
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, url);
  return Buffer.from(base64, 'base64');
}

const layerNames = (designer: Locator) =>
  designer
    .getByRole('list', { name: 'Layers' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

async function openTab(designer: Locator, name: string) {
  await designer.getByRole('tab', { name, exact: true }).click();
}

/** Moves a Mantine slider by pressing an arrow key on its thumb. */
async function nudgeSlider(designer: Locator, name: string, presses: number) {
  const thumb = designer.getByRole('slider', { name });
  await thumb.focus();
  for (let press = 0; press < presses; press += 1) await thumb.press('ArrowRight');
}

describe('frame designer', () => {
  const journey = useJourney();

  it('designs a frame with a styled text, props and an uploaded image, downloads it and saves it as the custom frame', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'designer');
    const eventId = await createEventViaApi(page, { name: 'Designer night', options: { frame: 1 } });

    await page.goto(`/event/frame/edit/${eventId}`);
    await page.getByRole('heading', { name: 'Edit Frames', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open Frame Library' }).click();
    const library = page.getByRole('dialog', { name: 'Frame Library' });
    const tile = library.locator('[role="checkbox"]').nth(1);
    const frameName = (await tile.getAttribute('aria-label')) ?? '';
    await tile.click();
    await library.getByRole('button', { name: 'Save changes' }).click();
    await library.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Design frame for ${frameName}` }).click();
    const designer = page.getByRole('dialog', { name: `Frame designer: ${frameName}` });
    const save = designer.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);

    // Text: added with the defaults, then restyled live.
    await designer.getByRole('button', { name: 'Add text' }).click();
    await expect.poll(() => designer.getByLabel('Font size').inputValue()).toBe('40');
    await expect.poll(() => designer.getByLabel('Line height').inputValue()).toBe('1.12');
    await designer.getByRole('textbox', { name: 'Text', exact: true }).fill(LONG_TEXT);
    await designer.getByLabel('Font', { exact: true }).click();
    await page.getByRole('option', { name: 'Georgia' }).click();
    await designer.getByLabel('Font size').fill('32');
    await designer.getByRole('button', { name: 'Bold' }).click();
    await designer.getByText('Center', { exact: true }).click();
    await designer.getByLabel('Text colour').fill('#c2255c');
    await designer.getByLabel('Stroke colour').fill('#ffffff');
    await nudgeSlider(designer, 'Stroke width', 4);
    await nudgeSlider(designer, 'Angle', 12);
    await snap(page, 'canvas-editor-text');

    // Photo: the sample photo behind the frame can be hidden; it is never part of the design.
    await openTab(designer, 'Photo');
    await designer.getByRole('switch', { name: 'Show sample photo' }).uncheck({ force: true });
    await snap(page, 'canvas-editor-photo');
    await designer.getByRole('switch', { name: 'Show sample photo' }).check({ force: true });

    // Props: two from the library; one goes again with the Delete key.
    await openTab(designer, 'Props');
    await designer.getByRole('button', { name: 'Add Top hat' }).click();
    await designer.getByRole('button', { name: 'Add Heart glasses' }).click();
    await snap(page, 'canvas-editor-props');
    await openTab(designer, 'Layers');
    await designer.getByRole('listitem', { name: 'Heart glasses' }).waitFor();
    await designer.getByRole('button', { name: 'Select Heart glasses' }).click();
    await page.keyboard.press('Delete');
    await designer.getByRole('listitem', { name: 'Heart glasses' }).waitFor({ state: 'detached' });

    // Upload: a file that is not an image is refused, a PNG is placed.
    const fileInput = designer.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await designer.getByRole('alert').filter({ hasText: MESSAGES.notAnImageFile }).waitFor();
    await fileInput.setInputFiles(await drawEventImage(page));
    await designer.getByRole('alert').waitFor({ state: 'detached' });
    await designer.getByRole('listitem', { name: 'Image: event.png' }).waitFor();
    await expect.poll(() => layerNames(designer)).toEqual(['Image: event.png', 'Top hat', LONG_TEXT_LAYER]);

    // Layers: the image goes under the prop; the text, selected again, shows its style.
    await designer.getByRole('button', { name: 'Send backward Image: event.png' }).click();
    await expect.poll(() => layerNames(designer)).toEqual(['Top hat', 'Image: event.png', LONG_TEXT_LAYER]);
    await designer.getByRole('button', { name: `Select ${LONG_TEXT_LAYER}` }).click();
    await snap(page, 'canvas-editor-layers');
    await openTab(designer, 'Text');
    await expect.poll(() => designer.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe(LONG_TEXT);
    await expect.poll(() => designer.getByLabel('Font', { exact: true }).inputValue()).toBe('Georgia');
    await expect.poll(() => designer.getByLabel('Font size').inputValue()).toBe('32');
    await expect.poll(() => designer.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => designer.getByRole('slider', { name: 'Stroke width' }).getAttribute('aria-valuenow'))
      .toBe('2');
    await expect.poll(() => designer.getByRole('slider', { name: 'Angle' }).getAttribute('aria-valuenow')).toBe('12');

    // Download: canvas.png at the frame's size.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      designer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('canvas.png');
    const downloaded = await fs.readFile(await download.path());
    expect(pngSize(downloaded)).toEqual({ width: 500, height: 628 });

    // Reset and Escape ask first; Help explains the tabs.
    await designer.getByRole('button', { name: 'Reset' }).click();
    await page
      .getByRole('dialog', { name: 'Reset the design?' })
      .getByRole('button', { name: 'Keep my design' })
      .click();
    await designer.getByRole('button', { name: 'Help' }).click();
    await page.getByText('Designing a frame').waitFor();
    await snap(page, 'canvas-editor-help');
    await page.keyboard.press('Escape');
    await page.getByText('Designing a frame').waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await page.keyboard.press('Escape');
    await leave.waitFor({ state: 'detached' });
    await designer.getByRole('button', { name: 'Cancel' }).click();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await openTab(designer, 'Layers');
    await expect.poll(() => layerNames(designer)).toHaveLength(3);

    // Save: the design becomes the frame's custom frame.
    await save.click();
    await designer.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: `Custom frame of ${frameName}` }).waitFor();
    await page.getByRole('img', { name: `Preview of ${frameName}` }).waitFor();
    await snap(page, 'canvas-editor-saved');

    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);
    await page.getByRole('region', { name: 'Frame' }).getByText('Custom frame').waitFor();
    const { event } = await (await organiserApi(page)).call(eventEndpoints.show, { params: { id: eventId } });
    const customFrame = event.photo_frame?.[0]?.custom_frame[0]?.frame ?? '';
    expect(pngSize(await fetchBytes(page, customFrame))).toEqual({ width: 500, height: 628 });
  });
});
