/** Event steps shared by journeys: events made through the API, dates picked as a person does. */
import path from 'node:path';
import { eventEndpoints, libraryEndpoints, type MicrositeUpdateBody, micrositeEndpoints } from '@boothdeck/contract';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { organiserApi } from './api.ts';

type NewEvent = {
  name: string;
  /** The event's zone; the browser's own when unset. */
  timeZone?: string;
  startInMinutes?: number;
  hours?: number;
  features?: Record<string, 1>;
  options?: Record<string, 1>;
  isFinal?: boolean;
};

/** Makes an event through the wizard's calls (info, feature, options) and, unless a draft is wanted, submits it. */
export async function createEventViaApi(page: Page, event: NewEvent): Promise<number> {
  const {
    name,
    startInMinutes = 24 * 60,
    hours = 4,
    features = { gallery: 1, sharing: 1 },
    options = { frame: 1 },
    isFinal = true,
  } = event;
  const timeZone = event.timeZone ?? (await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  const start = wallTimeIn(timeZone, startInMinutes);
  const end = wallTimeIn(timeZone, startInMinutes + hours * 60);
  const api = await organiserApi(page);
  const info = await api.call(eventEndpoints.saveInfo, {
    body: {
      event_name: name,
      event_details: 'Made by a journey',
      event_venue_name: 'Town Hall',
      event_time_zone: timeZone,
      event_start_date: start,
      event_end_date: end,
      life_time: 0,
    },
  });
  const eventId = info.event.id;
  await api.call(eventEndpoints.saveFeature, { body: { eventId, still_photo: 1, ...features } });
  await api.call(eventEndpoints.saveOptions, { body: { eventId, ...options, password: '1234' } });
  if (isFinal) await api.call(eventEndpoints.finalise, { params: { eventId } });
  return eventId;
}

/** The event's uuid, the id booths and guests' addresses know it by. */
export async function eventUuidOf(page: Page, eventId: number): Promise<string> {
  const { event } = await (await organiserApi(page)).call(eventEndpoints.show, { params: { id: eventId } });
  return event.uuid;
}

/** Saves the event's social gallery with the named template (the first one when unnamed) and `settings`. */
export async function saveSocialGallery(
  page: Page,
  eventId: number,
  { template, ...settings }: Omit<MicrositeUpdateBody, 'microsite_template_id'> & { template?: string },
) {
  const api = await organiserApi(page);
  const { micro_site: templates } = await api.call(libraryEndpoints.micrositeTemplates);
  const chosen = template ? templates.find((item) => item.template_name === template) : templates[0];
  if (!chosen) throw new Error(`no social gallery template named ${template}`);
  await api.call(micrositeEndpoints.update, {
    params: { id: eventId },
    body: { ...settings, microsite_template_id: chosen.id },
  });
}

/** Sets a submitted event's run straight in the server's SQLite file (a new start may not be in the past). */
function setEventRun(dataDir: string, eventId: number, startAt: string, endAt: string) {
  const database = new Database(path.join(dataDir, 'boothdeck.sqlite'));
  try {
    const { changes } = database
      .prepare('UPDATE events SET start_at = ?, end_at = ? WHERE id = ?')
      .run(startAt, endAt, eventId);
    if (changes !== 1) throw new Error(`expected event ${eventId}, found ${changes}`);
  } finally {
    database.close();
  }
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

/** Moves a submitted event's run to the day before yesterday. */
export const moveEventIntoPast = (dataDir: string, eventId: number) =>
  setEventRun(dataDir, eventId, hoursFromNow(-48), hoursFromNow(-1.9 * 24));

/** Makes a submitted event run from an hour ago to an hour from now. */
export const startEventNow = (dataDir: string, eventId: number) =>
  setEventRun(dataDir, eventId, hoursFromNow(-1), hoursFromNow(1));

/**
 * Makes an event's gallery hold `total` items by copying its photos' rows (the same stored
 * files), straight into the journeys' database: a long gallery without a long upload.
 */
export function copyGalleryPhotos(dataDir: string, eventId: number, total: number) {
  const database = new Database(path.join(dataDir, 'boothdeck.sqlite'));
  try {
    const count = () =>
      (database.prepare('SELECT count(*) AS n FROM media_items WHERE event_id = ?').get(eventId) as { n: number }).n;
    const copy = database.prepare(
      `INSERT INTO media_items (event_id, media_type, file_path, thumbnail_path, preview_path, poster_path, content_type, byte_size, client_id, captured_at, created_at)
       SELECT event_id, media_type, file_path, thumbnail_path, preview_path, poster_path, content_type, byte_size, NULL, captured_at, created_at
       FROM media_items WHERE event_id = ? AND media_type = 'photo' LIMIT ?`,
    );
    while (count() < total) copy.run(eventId, total - count());
  } finally {
    database.close();
  }
}

/** A small colourful PNG drawn in the page, to upload as an event image. */
export async function drawEventImage(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    if (!context) return '';
    const gradient = context.createLinearGradient(0, 0, 640, 360);
    gradient.addColorStop(0, '#4c6ef5');
    gradient.addColorStop(1, '#f783ac');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 360);
    context.fillStyle = '#fff';
    context.font = 'bold 48px sans-serif';
    context.fillText('Boothdeck', 190, 195);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name: 'event.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The wall time 'YYYY-MM-DD HH:mm' `minutesFromNow` ahead on the clock of `timeZone`. */
export function wallTimeIn(timeZone: string, minutesFromNow: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(Date.now() + minutesFromNow * 60_000)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Picks a wall time ('YYYY-MM-DD HH:mm') in an event's date-time picker as a person does: the day on
 * the calendar (paging months forward), then hours, minutes and AM/PM, then Done.
 */
export async function pickDateTime(scope: Page | Locator, label: string, wallTime: string) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const [date = '', time = ''] = wallTime.split(' ');
  const [year, month = 1, day] = date.split('-').map(Number);
  const dayButton = page.getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true });
  // The calendar's header names the month it shows ('November 2026'): page forward to the
  // wanted one, each time waiting for the header to move on.
  const shownMonth = page.getByRole('button', { name: 'Choose another month' });
  const wantedMonth = `${MONTHS[month - 1]} ${year}`;
  for (let pages = 0; pages < 24 && (await shownMonth.textContent()) !== wantedMonth; pages += 1) {
    const before = await shownMonth.textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => shownMonth.textContent()).not.toBe(before);
  }
  await dayButton.click();
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  await page.getByLabel('Hours', { exact: true }).fill(String(hour % 12 || 12).padStart(2, '0'));
  await page.getByLabel('Minutes', { exact: true }).fill(String(minute).padStart(2, '0'));
  await page.getByLabel('AM or PM', { exact: true }).selectOption(hour < 12 ? 'AM' : 'PM');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('button', { name: 'Done', exact: true }).waitFor({ state: 'detached' });
}
