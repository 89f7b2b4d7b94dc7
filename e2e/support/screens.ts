/** Screenshots of whole screens for a person to look at (taken only with E2E_SCREENSHOTS=1). */
import type { Page } from 'playwright-core';
import { saveScreenshot, TAKES_SCREENSHOTS } from './browser.ts';

/** How long modal, toast and popover transitions take to finish before a screenshot. */
const TRANSITIONS_MS = 400;

/**
 * A screenshot from the top of the page, tall enough that the fixed header and footer sit where
 * they belong. `settleMs` is for screens whose own transitions take longer.
 */
export async function snap(page: Page, name: string, { settleMs = TRANSITIONS_MS } = {}) {
  if (!TAKES_SCREENSHOTS) return;
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight;
  });
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  await page.waitForTimeout(settleMs);
  await saveScreenshot(page, name);
  if (viewport) await page.setViewportSize(viewport);
}

/** A screenshot of the screen as it is, e.g. with a popover open that a taller page would move. */
export async function snapScreen(page: Page, name: string) {
  if (!TAKES_SCREENSHOTS) return;
  await page.waitForTimeout(TRANSITIONS_MS);
  await saveScreenshot(page, name, { fullPage: false });
}
