/**
 * A new organiser's trust points, on a phone and on a laptop, in a browser whose clock is in New
 * York while the event is in Sydney: one time (with its zone) on every screen, a confirmation
 * and the right tab after submitting, a wizard that opens each step at its top with a step bar
 * that fits, a live event whose venue can change, a thin draft continued where it stopped, and
 * a 150-character name that never widens the page.
 */
import path from 'node:path';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { organiserApi } from '../support/api.ts';
import { createEventViaApi, pickDateTime, wallTimeIn } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap, snapScreen } from '../support/screens.ts';

const EVENT_ZONE = 'Australia/Sydney';
const BROWSER_ZONE = 'America/New_York';
const DAY = 24 * 60;
// The field's limit, with no space to break at.
const LONG_NAME = `Harbour${'Lights'.repeat(23)}Gala`.slice(0, 150);

const VIEWPORTS = [
  { label: 'phone', viewport: { width: 390, height: 844 } },
  { label: 'laptop', viewport: { width: 1440, height: 900 } },
] as const;

/** '2026-11-26 07:00' in Sydney as every screen must show it: '26th Nov 2026 07:00 AM AEDT'. */
function shownAs(wallTime: string, timeZone: string): string {
  const [date = '', time = ''] = wallTime.split(' ');
  const [year, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const clock = `${String(hour % 12 || 12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  const approxInstant = Date.UTC(year ?? 2000, month - 1, day, hour, minute);
  const zone = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' })
    .formatToParts(approxInstant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${day}${suffix} ${monthName} ${year} ${clock} ${zone}`;
}

/** The page is no wider than the screen: nothing pushes it sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** Makes the stored start of an event two hours ago, with seconds, as an event made to start "now" has it. */
function startEventEarlier(dataDir: string, eventId: number) {
  const database = new Database(path.join(dataDir, 'boothdeck.sqlite'));
  try {
    const start = new Date(Date.now() - 2 * 60 * 60_000 - 17_345).toISOString();
    database.prepare('UPDATE events SET start_at = ? WHERE id = ?').run(start, eventId);
  } finally {
    database.close();
  }
}

describe.each(VIEWPORTS)('an organiser’s first event on a $label', ({ label, viewport }) => {
  const journey = useJourney({ viewport, timezoneId: BROWSER_ZONE });
  const shot = (page: Page, name: string) => snap(page, `ux-${label}-${name}`);

  it('builds an event with every option and sees one start time, with its zone, everywhere', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, `ux-${label}`);
    const start = `${wallTimeIn(EVENT_ZONE, 2 * DAY).slice(0, 10)} 07:00`;
    const end = `${start.slice(0, 10)} 11:30`;
    const startText = shownAs(start, EVENT_ZONE);

    await page.goto('/event/create');
    await page.getByLabel('Event Name').fill(LONG_NAME);
    await page.getByLabel('Subtitle').fill('Lanterns on the water');
    await page.getByLabel('Venue Name').fill('Pier One');
    await page.getByRole('combobox', { name: 'Timezone' }).fill(EVENT_ZONE);
    await page.getByRole('option', { name: EVENT_ZONE, exact: true }).click();
    await pickDateTime(page, 'Event Start Date & Time', start);
    await pickDateTime(page, 'Event Finish Date & Time', end);
    await page
      .getByRole('button', { name: /^Event Start Date & Time/ })
      .getByText(/07:00 AM/)
      .waitFor();
    await shot(page, 'event-info');
    await page.getByRole('button', { name: /^Event Start Date & Time/ }).click();
    await page.getByRole('button', { name: 'Done', exact: true }).waitFor();
    await snapScreen(page, `ux-${label}-date-picker`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Done', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/event/feature');
    for (const name of ['3 In 1', 'Video', 'Boomerang', 'Gallery', 'Sharing', 'Data Capture']) {
      await page.getByRole('checkbox', { name, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/event/options');
    // The address changes a moment before the Feature step's tiles give way to the options'.
    await page.getByRole('checkbox', { name: 'Social', exact: true }).waitFor();
    const tiles = page.getByRole('checkbox');
    for (let index = 0; index < (await tiles.count()); index += 1) {
      await tiles.nth(index).check();
      await expect.poll(() => tiles.nth(index).isChecked()).toBe(true);
    }
    await page.getByLabel('Admin Password digit 1').click();
    await page.keyboard.type('4821');
    // Next sits at the bottom of a long page: the next step must still open at its top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/event/social');
    await page.getByRole('heading', { name: 'Social', exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const stepBar = page.getByRole('navigation', { name: 'Wizard steps' });
    const barHeight = async () => (await stepBar.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    // Eighteen steps on either screen: one line naming the current step, every step in a drawer,
    // so no label is cut off and the current step is always in sight.
    await stepBar.getByText('Step 4 of 18').waitFor();
    await stepBar.getByText('Social', { exact: true }).waitFor();
    await expect.poll(barHeight).toBeLessThan(120);
    await stepBar.getByRole('button', { name: 'All steps' }).click();
    await page.getByRole('dialog', { name: 'Wizard steps' }).getByText('Form Builder', { exact: true }).waitFor();
    await shot(page, 'step-bar-all-steps');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Wizard steps' }).waitFor({ state: 'detached' });
    await shot(page, 'option-step');

    // The option steps' own settings are walked through in the option journeys.
    await page.goto('/event/summary');
    const summary = page.getByRole('main');
    await summary.getByText(startText, { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'summary');
    await page.getByRole('button', { name: 'Submit' }).click();

    // It starts in two days: the list opens on Future Events, with a confirmation.
    await page.waitForURL((url) => url.pathname === '/event' && url.hash === '#upcoming');
    await expectText(journey, 'Event submitted');
    const card = page.getByRole('article', { name: LONG_NAME });
    await card.getByText(`From ${startText}`).waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'events-upcoming');

    await card.getByRole('button', { name: 'Remove' }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove event' });
    await removeDialog.getByText(LONG_NAME).waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'remove-dialog');
    await removeDialog.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/show/event/*');
    await page.getByRole('region', { name: 'Event Info' }).getByText(startText, { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'event-details');
  });

  it('changes only the venue of a live event whose start has passed', async () => {
    const { page, dataDir } = journey;
    await becomeMonthlyProMember(journey, `ux-live-${label}`);
    const eventId = await createEventViaApi(page, {
      name: 'Happening now',
      timeZone: EVENT_ZONE,
      startInMinutes: 0,
      hours: 6,
    });
    startEventEarlier(dataDir, eventId);

    await page.goto(`/event/info/edit/${eventId}`);
    await page.getByLabel('Venue Name').fill('The Boathouse');
    await shot(page, 'edit-live-event');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL(`**/show/event/${eventId}`);
    await expectText(journey, MESSAGES.informationUpdated);
    await page.getByRole('region', { name: 'Event Info' }).getByText('The Boathouse').waitFor();
    await expect.poll(() => page.getByText(MESSAGES.eventStartPast).count()).toBe(0);
    await shot(page, 'edited-live-event');
  });

  it('continues a draft with only its info saved on the Feature step, with only the info done', async () => {
    const { page } = journey;
    await becomeMonthlyProMember(journey, `ux-draft-${label}`);
    await (await organiserApi(page)).call(eventEndpoints.saveInfo, {
      body: {
        event_name: 'Thin draft',
        event_details: '',
        event_venue_name: 'Town Hall',
        event_time_zone: EVENT_ZONE,
        event_start_date: wallTimeIn(EVENT_ZONE, 3 * DAY),
        event_end_date: wallTimeIn(EVENT_ZONE, 3 * DAY + 120),
        life_time: 0,
      },
    });

    await page.goto('/event#draft');
    await page
      .getByRole('article', { name: 'Thin draft' })
      .getByRole('link', { name: /^Continue/ })
      .click();
    await page.waitForURL('**/event/feature');
    const stepBar = page.getByRole('navigation', { name: 'Wizard steps' });
    if (label === 'phone') {
      await stepBar.getByText('Step 2 of 4').waitFor();
    } else {
      await stepBar.getByRole('link', { name: /Event Info/ }).waitFor();
      await expect.poll(() => stepBar.getByText('(done)').count()).toBe(1);
    }
    await shot(page, 'continue-thin-draft');
  });
});
