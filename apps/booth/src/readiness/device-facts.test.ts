import { describe, expect, it } from 'vitest';
import { runsInstalled } from './device-facts.ts';

const showing = (mode: string | null) => ({
  matchMedia: (query: string) => ({ matches: mode !== null && query === `(display-mode: ${mode})` }) as MediaQueryList,
});
const noElement = { fullscreenElement: null };

describe('whether the booth runs installed', () => {
  it('is told by the display mode an installed app opens in, or by iPadOS’s own flag', () => {
    expect(runsInstalled({}, showing('standalone'), noElement)).toBe(true);
    expect(runsInstalled({}, showing('fullscreen'), noElement)).toBe(true);
    expect(runsInstalled({ standalone: true }, showing(null), noElement)).toBe(true);
    expect(runsInstalled({}, showing('browser'), noElement)).toBe(false);
  });

  it('is not fooled by a browser tab the Fullscreen API filled', () => {
    const filled = { fullscreenElement: {} as Element };
    expect(runsInstalled({}, showing('fullscreen'), filled)).toBe(false);
  });
});
