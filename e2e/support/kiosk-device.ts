/**
 * What a kiosk screen must be on the devices booths run on: its controls big enough for a finger,
 * and the sizes it is looked at in (an iPad either way round, two models, and a phone).
 */
import type { Page } from 'playwright-core';
import { TAKES_SCREENSHOTS } from './browser.ts';
import { PHONE, snapKiosk } from './kiosk.ts';

export const KIOSK_SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  PHONE,
];

/** Every visible control on the screen smaller than a finger's 44 × 44 px, with its text and size. */
export function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select, input:not([type=hidden]), a[href], [role=button]')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) =>
          `${element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName} ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
  );
}

/** Screenshots of the screen at every kiosk size (E2E_SCREENSHOTS=1 only), then back to the page's own size. */
export async function snapAtKioskSizes(page: Page, name: string) {
  if (!TAKES_SCREENSHOTS) return;
  const own = page.viewportSize();
  for (const size of KIOSK_SIZES) {
    await page.setViewportSize(size);
    await snapKiosk(page, name);
  }
  if (own) await page.setViewportSize(own);
}
