/** Screenshots of whole screens for a person to look at. */
import type { Page } from 'playwright-core';
import { saveScreenshot, TAKES_SCREENSHOTS } from './browser.ts';

/** A screenshot from the top of the page, tall enough that the fixed header and footer sit where they belong. */
export async function snap(page: Page, name: string) {
  if (!TAKES_SCREENSHOTS) return;
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.documentElement.scrollHeight;
  });
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  // Let modal and toast transitions finish.
  await page.waitForTimeout(400);
  await saveScreenshot(page, name);
  if (viewport) await page.setViewportSize(viewport);
}
