import { describe, expect, it } from 'vitest';
import { startKioskMode } from './kiosk-mode.ts';

/** A page and a browser as kiosk mode sees them: whether the wake lock is granted without a tap, whether fullscreen is refused. */
function fakePage({ grantsWithoutTap, refusesFullscreen }: { grantsWithoutTap: boolean; refusesFullscreen: boolean }) {
  const listeners = new Map<string, () => void>();
  let tapping = false;
  const requests: string[] = [];
  const doc = {
    visibilityState: 'visible',
    fullscreenEnabled: true,
    fullscreenElement: null,
    documentElement: {
      requestFullscreen: () =>
        refusesFullscreen ? Promise.reject(new TypeError('Fullscreen request denied')) : Promise.resolve(),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const nav = {
    wakeLock: {
      request: async () => {
        requests.push(tapping ? 'tap' : 'no tap');
        if (!grantsWithoutTap && !tapping) throw new DOMException('Permission was denied', 'NotAllowedError');
        return { release: async () => {}, released: false };
      },
    },
  };
  const fire = async (type: string) => {
    tapping = type === 'pointerdown';
    listeners.get(type)?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    tapping = false;
  };
  return { doc: doc as unknown as Document, nav: nav as unknown as Navigator, requests, fire, listeners };
}

describe('kiosk mode', () => {
  it('asks for the wake lock again on the next tap where the engine grants it only from a tap (WebKit)', async () => {
    const page = fakePage({ grantsWithoutTap: false, refusesFullscreen: false });
    const mode = startKioskMode(page.doc, page.nav);
    await page.fire('pointerdown');
    expect(page.requests).toEqual(['no tap', 'tap']);
    // Held now: further taps do not ask again.
    await page.fire('pointerdown');
    expect(page.requests).toEqual(['no tap', 'tap']);
    await mode.stop();
    expect(page.listeners.size).toBe(0);
  });

  it('asks again when the page is shown again, and runs on where fullscreen is refused (Firefox)', async () => {
    const page = fakePage({ grantsWithoutTap: true, refusesFullscreen: true });
    const mode = startKioskMode(page.doc, page.nav);
    await page.fire('visibilitychange');
    expect(page.requests).toEqual(['no tap', 'no tap']);
    await mode.stop();
  });
});
