import { MESSAGES } from '@boothdeck/contract/messages';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { pickDateTime, wallTimeIn } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const DAY = 24 * 60;
const PICKER_OPTIONS = ['Social', '3 in 1 Animation', '3 in 1 Fast', 'Props', 'Frames', 'Filters'];

/** A PNG drawn in the page: a coloured border around a transparent window, as a custom frame is. */
async function drawFrameImage(page: Page, width: number, height: number) {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return '';
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#f59f00');
      gradient.addColorStop(1, '#e64980');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.clearRect(40, 40, width - 80, height - 150);
      context.fillStyle = '#fff';
      context.font = 'bold 36px sans-serif';
      context.fillText('Our party', 40, height - 50);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { width, height },
  );
  return { name: `frame-${width}x${height}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** Ticks the library items at these places in the open library modal and saves; returns their names. */
async function pickFromLibrary(page: Page, title: string, places: number[], tab?: string): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  // Only the open tab's items are visible.
  const tiles = dialog.locator('[role="checkbox"]:visible');
  await tiles.first().waitFor();
  const names: string[] = [];
  for (const place of places) {
    const tile = tiles.nth(place);
    names.push((await tile.getAttribute('aria-label')) ?? '');
    await tile.click();
  }
  return names;
}

async function saveLibrary(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const chosen = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Next, then the next step's own heading (the page before stays in view while the next one loads). */
async function next(page: Page, to: string, heading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`**${to}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** Opens an edit screen from the details page by its Edit link and waits for the step in it. */
async function openEdit(page: Page, link: string, path: string, heading: string) {
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

async function update(page: Page, eventId: number) {
  await page.getByRole('button', { name: 'Update' }).click();
  await page.waitForURL(`**/show/event/${eventId}`);
}

async function chooseCustomFrame(page: Page, dialog: Locator, width: number, height: number) {
  await dialog.locator('input[type="file"]').setInputFiles(await drawFrameImage(page, width, height));
}

async function uploadCustomFrame(page: Page, dialog: Locator, width: number, height: number) {
  await chooseCustomFrame(page, dialog, width, height);
  await dialog.getByRole('img', { name: 'Custom frame preview' }).waitFor();
  await dialog.getByRole('button', { name: 'Upload' }).click();
}

describe('library option steps', () => {
  const journey = useJourney();

  // A long journey on a shared machine: a minute is not always enough.
  it('builds an event through the social, animation, props, frame and filter steps, then edits each', {
    timeout: 120_000,
  }, async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'pickers');

    // Event Info, Feature and Options, with the six library options ticked.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create event' }).click();
    await page.waitForURL('**/event/create');
    await page.getByLabel('Event Name').fill('Picker night');
    await page.getByLabel('Subtitle').fill('Props, frames and filters');
    await page.getByLabel('Venue Name').fill('Town Hall');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await pickDateTime(page, 'Event Start Date & Time', wallTimeIn(zone, DAY));
    await pickDateTime(page, 'Event Finish Date & Time', wallTimeIn(zone, DAY + 4 * 60));
    await next(page, '/event/feature', 'Event Feature');
    for (const name of ['3 In 1', 'Gallery', 'Sharing']) await page.getByRole('checkbox', { name }).click();
    await next(page, '/event/options', 'Event Options');
    for (const name of PICKER_OPTIONS) await page.getByRole('checkbox', { name, exact: true }).click();
    await page.getByLabel('Admin Password digit 1').click();
    await page.keyboard.type('2468');
    await next(page, '/event/social', 'Social');

    // Social.
    // The chosen options are steps of the wizard, listed in the step bar's drawer.
    await page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: 'All steps' }).click();
    const steps = page.getByRole('dialog', { name: 'Wizard steps' });
    for (const label of PICKER_OPTIONS) await steps.getByText(label, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await steps.waitFor({ state: 'detached' });
    await page.getByLabel('Message').fill('Snap, share and smile!');
    await page.getByRole('switch', { name: 'Facebook Text' }).check({ force: true });
    await page.getByRole('switch', { name: 'Instagram' }).check({ force: true });
    await snap(page, 'option-social');
    await next(page, '/event/gif', '3 in 1 Animation');

    // 3 in 1 Animation: two animations, one with its own settings and a custom frame.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(journey, MESSAGES.chooseAnyAnimation);
    await page.getByRole('button', { name: 'Open Library' }).click();
    const [firstGif = '', secondGif = ''] = await pickFromLibrary(page, '3 in 1 Animation Library', [0, 1]);
    // Library items go by the names their artwork shows.
    expect([firstGif, secondGif]).toEqual(['Film Strip', 'Polaroid Stack']);
    await snap(page, 'option-gif-library');
    await saveLibrary(page, '3 in 1 Animation Library');
    await page.getByRole('button', { name: `Settings of ${firstGif}` }).click();
    const gifSettings = page.getByRole('dialog', { name: `${firstGif} settings` });
    await gifSettings.getByRole('slider', { name: 'Number of frames' }).press('ArrowRight');
    await gifSettings.getByText('Fast', { exact: true }).click();
    await snap(page, 'option-gif-settings');
    await gifSettings.getByRole('button', { name: 'Save' }).click();
    await chosen(page, firstGif).getByText('3 frames · 3 s countdown · Fast').waitFor();

    await page.getByRole('button', { name: `Upload custom frame for ${secondGif}` }).click();
    const gifFrame = page.getByRole('dialog', { name: 'Custom Frame' });
    // A frame of the wrong size is refused as soon as it is chosen, before any upload.
    await chooseCustomFrame(page, gifFrame, 300, 300);
    await gifFrame.getByRole('alert').filter({ hasText: MESSAGES.customFrameSize }).waitFor();
    await expect.poll(() => gifFrame.getByRole('alert').textContent()).toContain('this one is 300 × 300');
    await expect.poll(() => gifFrame.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);
    await expect.poll(() => gifFrame.getByRole('img', { name: 'Custom frame preview' }).count()).toBe(0);
    await snap(page, 'option-gif-custom-frame-refused');
    await uploadCustomFrame(page, gifFrame, 500, 628);
    await gifFrame.waitFor({ state: 'detached' });
    await page.getByRole('img', { name: `Custom frame of ${secondGif}` }).waitFor();
    await snap(page, 'option-gif');
    await next(page, '/event/brust-gif', '3 in 1 Fast');

    // 3 in 1 Fast: one style with ten frames.
    await page.getByRole('button', { name: 'Open Library' }).click();
    const [burst = ''] = await pickFromLibrary(page, '3-in-1 Fast', [2]);
    expect(burst).toBe('Camera Flash');
    await saveLibrary(page, '3-in-1 Fast');
    await page.getByRole('button', { name: `Settings of ${burst}` }).click();
    const burstSettings = page.getByRole('dialog', { name: `${burst} settings` });
    const burstFrames = burstSettings.getByRole('slider', { name: 'Number of frames' });
    await burstFrames.press('ArrowRight');
    await burstFrames.press('ArrowRight');
    await snap(page, 'option-brust-gif-settings');
    await burstSettings.getByRole('button', { name: 'Save' }).click();
    await chosen(page, burst).getByText('10 frames · Medium').waitFor();
    await snap(page, 'option-brust-gif');
    await next(page, '/event/digital-prop', 'Digital Prop Settings');

    // Digital props from two categories.
    await expectText(journey, MESSAGES.noPropsSelected);
    await page.getByRole('button', { name: 'Open Prop Library' }).click();
    const hats = await pickFromLibrary(page, 'Prop Library', [0, 2]);
    const glasses = await pickFromLibrary(page, 'Prop Library', [1], 'Glasses & Masks');
    expect([...hats, ...glasses]).toEqual(['Top hat', 'Crown', 'Star glasses']);
    await snap(page, 'option-props-library');
    await saveLibrary(page, 'Prop Library');
    for (const name of [...hats, ...glasses]) await chosen(page, name).waitFor();
    await snap(page, 'option-props');
    await next(page, '/event/frame', 'Frames');

    // Frames: two, the second with a custom frame, previewed over the sample photo.
    await page.getByRole('button', { name: 'Open Frame Library' }).click();
    const [firstFrame = '', secondFrame = ''] = await pickFromLibrary(page, 'Frame Library', [0, 3]);
    expect([firstFrame, secondFrame]).toEqual(['Classic Polaroid', 'Blush Florals']);
    await snap(page, 'option-frame-library');
    await saveLibrary(page, 'Frame Library');
    await page.getByRole('img', { name: `Preview of ${firstFrame}` }).waitFor();
    await page.getByRole('button', { name: `Upload custom frame for ${secondFrame}` }).click();
    const customFrame = page.getByRole('dialog', { name: 'Custom Frame' });
    await uploadCustomFrame(page, customFrame, 500, 628);
    await customFrame.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Preview ${secondFrame}` }).click();
    await page.getByRole('img', { name: `Preview of ${secondFrame}` }).waitFor();
    await snap(page, 'option-frame');
    await next(page, '/event/filter', 'Filters');

    // Filters.
    await expectText(journey, MESSAGES.noFilterSelected);
    await page.getByRole('button', { name: 'Open Filter Library' }).click();
    const filters = await pickFromLibrary(page, 'Filter Library', [0, 1]);
    await snap(page, 'option-filter-library');
    await saveLibrary(page, 'Filter Library');
    await snap(page, 'option-filter');
    await next(page, '/event/summary', 'Summary');

    // The Summary recaps each chosen option with its settings, items by name.
    await region(page, 'Social').getByText('“Snap, share and smile!”').waitFor();
    await region(page, '3 in 1 Animation').getByText(firstGif, { exact: true }).waitFor();
    await region(page, '3 in 1 Animation').getByText('3 frames · 3 s countdown · Fast').waitFor();
    await region(page, '3 in 1 Fast').getByText(burst, { exact: true }).waitFor();
    await region(page, '3 in 1 Fast').getByText('10 frames · Medium').waitFor();
    for (const name of [...hats, ...glasses]) await region(page, 'Props').getByText(name, { exact: true }).waitFor();
    await region(page, 'Frames').getByText(secondFrame, { exact: true }).waitFor();
    for (const name of filters) await region(page, 'Filters').getByText(name, { exact: true }).waitFor();
    await snap(page, 'option-pickers-summary');
    await page.getByRole('button', { name: 'Submit' }).click();
    // It starts tomorrow: the list opens on Future Events, where it is.
    await page.waitForURL((url) => url.pathname === '/event' && url.hash === '#upcoming');

    // The details show what each step chose.
    await page.getByRole('article', { name: 'Picker night' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/show/event/*');
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());
    await region(page, 'Sharing').getByText('“Snap, share and smile!”').waitFor();
    await region(page, '3 in 1 Animation').getByText('3 frames · 3 s countdown · Fast').waitFor();
    await region(page, '3 in 1 Animation').getByText('Custom frame').waitFor();
    await region(page, '3 in 1 Fast').getByText('10 frames · Medium').waitFor();
    await expect.poll(() => region(page, 'Props').getByRole('listitem').count()).toBe(3);
    await region(page, 'Frame').getByRole('img', { name: secondFrame }).waitFor();
    await region(page, 'Frame').getByText(secondFrame, { exact: true }).waitFor();
    await region(page, 'Props').getByText('Star glasses', { exact: true }).waitFor();
    for (const name of filters) await region(page, 'Filter').getByRole('img', { name }).waitFor();
    await snap(page, 'option-pickers-details');

    // Each edit screen changes something that the details then show.
    await openEdit(page, 'Edit Social', `/event/social/edit/${eventId}`, 'Edit Social');
    await page.getByRole('switch', { name: 'Instagram' }).uncheck({ force: true });
    await snap(page, 'option-social-edit');
    await update(page, eventId);
    await expectText(journey, MESSAGES.informationUpdated);
    await region(page, 'Sharing').getByText('Instagram').locator('xpath=..').getByText('Disabled').waitFor();

    await openEdit(page, 'Edit 3 in 1 Animation', `/event/gif/edit/${eventId}`, 'Edit 3 in 1 Animation');
    await page.getByRole('button', { name: `Remove ${firstGif}` }).click();
    await snap(page, 'option-gif-edit');
    await update(page, eventId);
    await region(page, '3 in 1 Animation').getByRole('img', { name: secondGif }).waitFor();
    await expect.poll(() => region(page, '3 in 1 Animation').getByRole('listitem').count()).toBe(1);

    await openEdit(page, 'Edit 3 in 1 Fast', `/event/brust-gif/edit/${eventId}`, 'Edit 3 in 1 Fast');
    await page.getByRole('button', { name: 'Open Library' }).click();
    await pickFromLibrary(page, '3-in-1 Fast', [0]);
    await saveLibrary(page, '3-in-1 Fast');
    await snap(page, 'option-brust-gif-edit');
    await update(page, eventId);
    await region(page, '3 in 1 Fast').getByRole('listitem').nth(1).waitFor();
    await expect.poll(() => region(page, '3 in 1 Fast').getByRole('listitem').count()).toBe(2);

    await openEdit(page, 'Edit Props', `/event/digital-prop/edit/${eventId}`, 'Edit Digital Prop Settings');
    await page.getByRole('button', { name: `Remove ${hats[0]}` }).click();
    await snap(page, 'option-props-edit');
    await update(page, eventId);
    await region(page, 'Props').getByRole('listitem').nth(1).waitFor();
    await expect.poll(() => region(page, 'Props').getByRole('listitem').count()).toBe(2);

    await openEdit(page, 'Edit Frame', `/event/frame/edit/${eventId}`, 'Edit Frames');
    await page.getByRole('button', { name: `Remove custom frame of ${secondFrame}` }).click();
    await page.getByRole('button', { name: `Upload custom frame for ${secondFrame}` }).waitFor();
    await page.getByRole('button', { name: `Remove ${firstFrame}` }).click();
    await snap(page, 'option-frame-edit');
    await update(page, eventId);
    await region(page, 'Frame').getByRole('img', { name: secondFrame }).waitFor();
    await expect.poll(() => region(page, 'Frame').getByRole('img', { name: firstFrame }).count()).toBe(0);
    await expect.poll(() => region(page, 'Frame').getByText('Custom frame').count()).toBe(0);

    await openEdit(page, 'Edit Filter', `/event/filter/edit/${eventId}`, 'Edit Filters');
    await page.getByRole('button', { name: 'Open Filter Library' }).click();
    const [added = ''] = await pickFromLibrary(page, 'Filter Library', [3]);
    await saveLibrary(page, 'Filter Library');
    await snap(page, 'option-filter-edit');
    await update(page, eventId);
    await region(page, 'Filter').getByRole('img', { name: added }).waitFor();
    await snap(page, 'option-pickers-details-updated');
  });
});
