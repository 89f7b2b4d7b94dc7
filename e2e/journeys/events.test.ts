import { MESSAGES } from '@boothdeck/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { createEventViaApi, drawEventImage, pickDateTime, wallTimeIn } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeFreePackageMember, becomeMonthlyProMember } from '../support/organisers.ts';
import { fillCard, TEST_CARDS } from '../support/packages.ts';
import { snap } from '../support/screens.ts';

const DAY = 24 * 60;

/** Waits for `/event` with a tab's hash. */
const waitForList = (page: Page, hash: string) =>
  page.waitForURL((url) => url.pathname === '/event' && url.hash === `#${hash}`);

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('building and managing events', () => {
  const journey = useJourney();

  it('builds an event, saves a draft on Feature, continues it later and submits it', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'wizard');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Create event' }).click();
    await page.waitForURL('**/event/create');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(journey, MESSAGES.eventStartRequired);
    await expectText(journey, MESSAGES.eventEndRequired);
    await snap(page, 'wizard-event-info-errors');
    await page.getByText(MESSAGES.eventStartRequired).waitFor({ state: 'detached', timeout: 5000 });

    await page.getByLabel('Event Name').fill('Journey launch');
    await page.getByLabel('Subtitle').fill('Drinks on the terrace');
    await page.getByLabel('Venue Name').fill('Town Hall');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await pickDateTime(page, 'Event Start Date & Time', wallTimeIn(zone, DAY));
    await pickDateTime(page, 'Event Finish Date & Time', wallTimeIn(zone, DAY + 5 * 60));
    // A text file named like a picture is refused as soon as it is chosen; what was typed stays.
    const imageInput = page.locator('input[type="file"]');
    await imageInput.setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('just some notes') });
    await expectText(journey, MESSAGES.notAnImageFile);
    await expect.poll(() => page.getByAltText('Event image preview').count()).toBe(0);
    await expect.poll(() => page.getByLabel('Event Name').inputValue()).toBe('Journey launch');
    await snap(page, 'wizard-event-info-image-refused');
    await imageInput.setInputFiles(await drawEventImage(page));
    await page.getByAltText('Event image preview').waitFor();
    await page.getByText(MESSAGES.notAnImageFile).waitFor({ state: 'detached' });
    await snap(page, 'wizard-event-info');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/event/feature');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Still Photo' }).isChecked()).toBe(true);
    for (const name of ['Video', 'Gallery', 'Sharing', 'Data Capture']) {
      await page.getByRole('checkbox', { name }).click();
    }
    await snap(page, 'wizard-feature');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expectText(journey, MESSAGES.draftSaved);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/event/feature');

    const optionsStep = page.getByRole('heading', { name: 'Event Options', exact: true });
    const featureStep = page.getByRole('heading', { name: 'Event Feature', exact: true });
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/event#draft');
    await card(page, 'Journey launch').waitFor();
    await snap(page, 'events-draft');
    await card(page, 'Journey launch')
      .getByRole('link', { name: /^Continue/ })
      .click();

    // Its features are saved: Continue opens Options, the first step still to fill in. Each step
    // loads on demand, and the one before stays on screen until it has: wait for the step's title.
    await optionsStep.waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await featureStep.waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Video' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Boomerang' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();

    await optionsStep.waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(journey, MESSAGES.chooseAnyOption);
    // Options with steps of their own are walked through in the option journeys; Frames may be left empty.
    for (const name of ['QR Code', 'Frames']) {
      await page.getByRole('checkbox', { name }).click();
    }
    await page.getByLabel('Admin Password digit 1').click();
    await page.keyboard.type('4821');
    await snap(page, 'wizard-options');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'wizard-options-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/event/frame');
    await page.getByRole('heading', { name: 'Frames', exact: true }).waitFor();
    const steps = page.getByRole('navigation', { name: 'Wizard steps' });
    for (const label of ['Event Info', 'Event Feature', 'Event Options', 'Frames', 'Summary']) {
      await steps.getByText(label, { exact: true }).filter({ visible: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/event/summary');
    await expectText(journey, 'Journey launch');
    await expectText(journey, '4821');
    await snap(page, 'wizard-summary');
    await page.getByRole('button', { name: 'Submit' }).click();

    // It starts tomorrow: the list opens on Future Events, where it is.
    await waitForList(page, 'upcoming');
    await expectText(journey, 'Event submitted');
    await card(page, 'Journey launch').getByRole('img', { name: 'Journey launch' }).waitFor();
    await snap(page, 'events-upcoming');
    await page.getByRole('tab', { name: 'Draft Events' }).click();
    await expectText(journey, MESSAGES.noEventsFound);

    // The draft state went with the submission: Create event starts empty.
    await page.getByRole('link', { name: 'Create event' }).click();
    await expect.poll(() => page.getByLabel('Event Name').inputValue()).toBe('');
  });

  it('duplicates an event, copies its media link and removes the copy', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'duplicate');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await createEventViaApi(page, { name: 'Original gala' });
    await page.goto('/event#upcoming');

    await card(page, 'Original gala').getByRole('button', { name: 'Duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate Event' });
    await dialog.getByLabel('Event Name').fill('');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await dialog.getByText(MESSAGES.eventStartRequired).waitFor();
    await snap(page, 'duplicate-modal-errors');

    await dialog.getByLabel('Event Name').fill('Copied gala');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await pickDateTime(dialog, 'Event Start Date & Time', wallTimeIn(zone, 2 * DAY));
    await pickDateTime(dialog, 'Event End Date & Time', wallTimeIn(zone, 2 * DAY + 3 * 60));
    await snap(page, 'duplicate-modal');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expectText(journey, MESSAGES.duplicated);
    await snap(page, 'duplicate-done');
    await card(page, 'Copied gala').waitFor();

    // The copy has no media yet: a download link of nothing is refused, and the card says so.
    await card(page, 'Copied gala').getByRole('button', { name: 'Copy media link' }).click();
    await expectText(journey, 'There are no media to download.');

    await card(page, 'Copied gala').getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove event' });
    await snap(page, 'remove-confirm');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectText(journey, MESSAGES.removed);
    await card(page, 'Copied gala').waitFor({ state: 'detached' });
    await card(page, 'Original gala').waitFor();
  });

  it('pages through seven events six at a time, and sorts them by date into the tabs', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'pages');
    for (let number = 1; number <= 7; number += 1) {
      await createEventViaApi(page, { name: `Pager ${number}`, startInMinutes: DAY + number * 60 });
    }
    await createEventViaApi(page, { name: 'Happening now', startInMinutes: 0, hours: 6 });

    await page.goto('/event#upcoming');
    await card(page, 'Pager 1').waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(6);
    await snap(page, 'events-upcoming-page-1');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'events-upcoming-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
    await card(page, 'Pager 7').waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe('?page=2');

    await page.getByRole('tab', { name: 'Live Events' }).click();
    await card(page, 'Happening now').waitFor();
    await snap(page, 'events-live');
    await page.getByRole('tab', { name: 'Past Events' }).click();
    await expectText(journey, MESSAGES.noEventsFound);
    await snap(page, 'events-past-empty');
  });

  it('shows an event’s details and returns from each edit screen with Information Updated.', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, 'details');
    const eventId = await createEventViaApi(page, {
      name: 'Detail night',
      options: { frame: 1, email: 1, social_media: 1, microsite: 1 },
    });
    await page.goto('/event#upcoming');
    await card(page, 'Detail night').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);
    await page.getByRole('region', { name: 'Sharing' }).waitFor();
    await page.getByRole('region', { name: 'Social Gallery' }).waitFor();
    await snap(page, 'event-details');

    await page.getByRole('link', { name: 'Edit Event Info' }).click();
    await page.waitForURL(`**/event/info/edit/${eventId}`);
    await page.getByLabel('Subtitle').fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectText(journey, MESSAGES.required);
    await snap(page, 'edit-event-info');
    await page.getByLabel('Subtitle').fill('Lanterns on the water');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);
    await expectText(journey, MESSAGES.informationUpdated);
    await expectText(journey, 'Lanterns on the water');

    await page.getByRole('link', { name: 'Edit Event Feature' }).click();
    await page.waitForURL(`**/event/feature/edit/${eventId}`);
    await page.getByRole('checkbox', { name: 'Video' }).click();
    await snap(page, 'edit-event-feature');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);
    await page.getByRole('region', { name: 'Event Feature' }).getByText('Video').waitFor();

    await page.getByRole('link', { name: 'Edit Event Options' }).click();
    await page.waitForURL(`**/event/options/edit/${eventId}`);
    await page.getByRole('checkbox', { name: 'Filters' }).click();
    await snap(page, 'edit-event-options');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);
    await page.getByRole('region', { name: 'Filter' }).waitFor();
    await expectText(journey, MESSAGES.informationUpdated);
    await snap(page, 'event-details-updated');
  });

  it('keeps what the trial lacks behind an upgrade prompt', async () => {
    const { page } = journey;
    await becomeFreePackageMember(journey, 'trial', 'trial');
    await createEventViaApi(page, { name: 'Trial night', isFinal: false });
    await page.goto('/event#draft');
    await card(page, 'Trial night')
      .getByRole('link', { name: /^Continue/ })
      .click();
    // Frames is ticked with nothing chosen yet: Continue opens it; its Back leads to Options.
    await page.waitForURL('**/event/frame');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/event/options');

    for (const name of ['SMS Sharing', 'Custom Branding', 'Incentives & Offers', 'Printing']) {
      await expect.poll(() => page.getByRole('checkbox', { name }).isDisabled()).toBe(true);
    }
    await expect.poll(() => page.getByRole('checkbox', { name: 'Email' }).isDisabled()).toBe(false);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Frames' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Form Builder' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: MESSAGES.upgradePackage }).count()).toBe(4);
    await snap(page, 'wizard-options-trial');

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/event/feature');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Data Capture' }).isDisabled()).toBe(true);
    await snap(page, 'wizard-feature-trial');
  });

  it('has a single-package member pay for a device before the event is finalised', async () => {
    const { page } = journey;
    await becomeFreePackageMember(journey, 'single', 'single');
    await createEventViaApi(page, { name: 'Solo booth', isFinal: false });

    await page.goto('/event#draft');
    await card(page, 'Solo booth')
      .getByRole('link', { name: /^Continue/ })
      .click();
    // The draft has Frames ticked with nothing chosen yet: Continue opens that step.
    await page.waitForURL('**/event/frame');
    await page.getByRole('heading', { name: 'Frames', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/event/summary');
    await page.getByRole('link', { name: 'Save with Pay' }).click();
    await page.waitForURL('**/event/device');

    await fillCard(page, TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Purchase Event' }).click();
    await expectText(journey, MESSAGES.deviceRequired);
    await page.getByRole('radio', { name: 'Device 2' }).click();
    await page.getByRole('button', { name: 'Purchase Event' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.cardDeclined }).waitFor();
    await expect.poll(() => page.getByText(MESSAGES.cardDeclined).count()).toBe(1);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/event/device');
    await snap(page, 'event-device-declined');

    await page.getByLabel('Card Number').fill(TEST_CARDS.succeeds);
    await snap(page, 'event-device');
    await page.getByRole('button', { name: 'Purchase Event' }).click();
    await waitForList(page, 'upcoming');
    await expectText(journey, 'Payment received');
    await card(page, 'Solo booth').waitFor();
  });
});
