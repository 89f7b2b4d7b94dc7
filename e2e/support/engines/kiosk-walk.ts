/**
 * The kiosk's core journeys as a guest and an operator walk them, on any engine: the same steps
 * as the Chromium journeys (support/kiosk.ts), through EnginePage's few acts. Reads of the page
 * are polled, since a busy machine and a slow engine can take seconds to catch up.
 */

import fs from 'node:fs/promises';
import path from 'node:path';
import { TAKES_SCREENSHOTS } from '../browser.ts';
import { ADMIN_PASSWORD } from '../kiosk.ts';
import { type EnginePage, escapeRegExp } from './engine-page.ts';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../screenshots');

/** Resolves once the page has painted twice, so what it shows now is on the screen. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Saves the engine's screen under e2e/screenshots (E2E_SCREENSHOTS=1), named by the engine, once
 * the page has painted what it shows (WebKitGTK's screenshot can otherwise be a frame behind).
 */
export async function saveEngineScreenshot(page: EnginePage, name: string) {
  if (!TAKES_SCREENSHOTS) return;
  await page.run(painted).catch(() => {});
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const engine = page.engine.split(' ')[0]?.toLowerCase();
  await fs.writeFile(path.join(SCREENSHOT_DIR, `booth-${engine}-${name}.png`), await page.screenshot());
}

/** Polls `read` in the page until `done` holds for its value; fails naming `what` and the last value. */
export async function waitInPage<Value>(
  page: EnginePage,
  what: string,
  read: (...args: never[]) => Value | Promise<Value>,
  args: unknown[] = [],
  { timeout = 20_000, done = (value: Value) => Boolean(value) } = {},
): Promise<Value> {
  const deadline = Date.now() + timeout;
  let last: Value | undefined;
  for (;;) {
    last = await page.run(read, ...args);
    if (done(last)) return last;
    if (Date.now() > deadline) {
      const screen = await page
        .run(() => `${document.body?.innerText.slice(0, 400)} / errors: ${Reflect.get(window, 'kioskErrors') ?? ''}`)
        .catch(() => '');
      await saveEngineScreenshot(page, 'failed');
      throw new Error(
        `${page.engine}: waited ${timeout / 1000} s for ${what}; last: ${JSON.stringify(last)}; the screen: ${screen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether the page's text (as written, before CSS changes its case) matches the pattern. */
function showsText(pattern: string, flags: string) {
  return new RegExp(pattern, flags).test(document.body?.textContent ?? '');
}

export const waitForText = (page: EnginePage, text: RegExp | string, timeout = 20_000) => {
  const pattern = typeof text === 'string' ? new RegExp(escapeRegExp(text)) : text;
  return waitInPage(page, `the text ${pattern}`, showsText, [pattern.source, pattern.flags], { timeout });
};

/** Whether a heading of that exact text is on the page. */
function showsHeading(name: string) {
  return [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some(
    (heading) => (heading.textContent ?? '').trim() === name,
  );
}
export const waitForHeading = (page: EnginePage, name: string, timeout = 20_000) =>
  waitInPage(page, `the heading "${name}"`, showsHeading, [name], { timeout });

/** Whether a visible, enabled button has the name. */
function canPress(pattern: string, flags: string) {
  const matches = new RegExp(pattern, flags);
  return [...document.querySelectorAll('button')].some(
    (button) =>
      !button.disabled &&
      button.getBoundingClientRect().width > 0 &&
      matches.test(
        (button.getAttribute('aria-label') ?? [...button.childNodes].map((part) => part.textContent).join(' '))
          .replace(/\s+/g, ' ')
          .trim(),
      ),
  );
}

/** Waits until the button can be pressed (shown and enabled). */
export async function waitForButton(page: EnginePage, name: RegExp | string, timeout = 20_000): Promise<RegExp> {
  const pattern = typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}$`) : name;
  await waitInPage(page, `the button ${pattern} to be enabled`, canPress, [pattern.source, pattern.flags], {
    timeout,
  });
  return pattern;
}

/** Waits until the button can be pressed, then presses it with a real click (a tap). */
export async function press(page: EnginePage, name: RegExp | string, timeout = 20_000) {
  await page.click({ role: 'button', name: await waitForButton(page, name, timeout) });
}

/** Types a value into the labelled field as React sees typing (the native setter, then input). */
function typeInto(label: string, value: string) {
  const field = [...document.querySelectorAll('input')].find(
    (input) => (input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? '').trim() === label,
  );
  if (!field) return false;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}
export const fill = (page: EnginePage, label: string, value: string) =>
  waitInPage(page, `the field "${label}"`, typeInto, [label, value]);

/** The value of the labelled field. */
function labelledValue(label: string) {
  const field = [...document.querySelectorAll('input')].find(
    (input) => (input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? '').trim() === label,
  );
  return field?.value ?? null;
}
export const fieldValue = (page: EnginePage, label: string) => page.run(labelledValue, label);

/** Keeps the page's uncaught errors, so a journey that stalls can say why (run after each load). */
export function keepPageErrors() {
  const errors: string[] = [];
  Reflect.set(window, 'kioskErrors', errors);
  const keep = (what: unknown) => errors.push(what instanceof Error ? `${what.message} ${what.stack}` : String(what));
  window.addEventListener('error', (event) => keep(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => keep(event.reason));
}

/** Opens the booth address from the event's QR code, signs in as its operator, takes the test shot and starts the booth. */
export async function setUpBoothOn(page: EnginePage, origin: string, uuid: string, boothName: string) {
  await page.goto(`${origin}/booth/?event=${uuid}`);
  await page.run(keepPageErrors);
  await waitForHeading(page, 'Set up this booth', 40_000);
  await waitInPage(page, 'the event code from the address', labelledValue, ['Event code'], {
    done: (value) => value === uuid,
  });
  await fill(page, 'Admin password', ADMIN_PASSWORD);
  await fill(page, 'Booth name', boothName);
  await press(page, 'Sign in');
  await waitForText(page, /pictures saved on this device/, 30_000);
  await press(page, 'Take a test shot', 30_000);
  await waitInPage(page, 'the test shot', () => !!document.querySelector('img[alt="Test shot"]'), [], {
    timeout: 30_000,
  });
  await press(page, 'Start the booth');
}

/** The address the share screen's QR code holds (written beneath it for those who type it). */
const qrAddress = () => document.querySelector('.kiosk-qr__address')?.textContent ?? null;

/**
 * A guest takes one capture in the named mode (with the second frame and filter when `pickLook`)
 * and keeps it; returns the address the share screen's QR code holds, once back at the start.
 */
export async function takeAndKeepOn(page: EnginePage, mode: string, { pickLook = false } = {}): Promise<string> {
  await startCapture(page, mode, { pickLook });
  await waitForHeading(page, 'Keep this one?', 60_000);
  await press(page, 'Keep it');
  await waitForHeading(page, 'Take it with you');
  const address = await waitInPage(page, 'the QR code address', qrAddress);
  await press(page, 'Done');
  await waitForText(page, 'Tap to start');
  return address ?? '';
}

/** A guest opens a mode, picks a look when asked (once the camera is live), and presses the shutter. */
export async function startCapture(page: EnginePage, mode: string, { pickLook = false } = {}) {
  await press(page, new RegExp(`^${escapeRegExp(mode)}\\b`));
  const shutter = new RegExp(`^${mode === 'Video' ? 'Start recording' : 'Take it'}$`);
  await waitInPage(page, 'the live camera', canPress, [shutter.source, shutter.flags], { timeout: 30_000 });
  if (pickLook)
    for (const group of ['Frame', 'Filter']) await page.click({ role: 'look', name: new RegExp(`^${group}$`) });
  await press(page, shutter);
}
