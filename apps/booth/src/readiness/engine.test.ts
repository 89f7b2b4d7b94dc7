import { describe, expect, it } from 'vitest';
import { describeEngine, engineOf } from './engine.ts';

const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const MAC_SAFARI = IPAD_SAFARI;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Safari/537.36';
const FIREFOX_ESR = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';
const IPAD_CHROME =
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';

describe('the engine the device check names', () => {
  it('tells an iPad, whose Safari says it is a Mac, by its touch screen', () => {
    expect(engineOf(IPAD_SAFARI, 5)).toEqual({
      browser: 'Safari',
      version: '18.1',
      engine: 'WebKit',
      platform: 'ipados',
    });
    expect(engineOf(MAC_SAFARI, 0).platform).toBe('desktop');
    expect(describeEngine(engineOf(IPAD_SAFARI, 5))).toBe('Safari 18.1 (WebKit) on an iPad');
  });

  it('names Chrome on an iPad as WebKit, as every iPadOS browser is', () => {
    expect(engineOf(IPAD_CHROME, 5)).toMatchObject({ browser: 'Chrome', engine: 'WebKit', platform: 'ipados' });
  });

  it('names Chrome on Android, Safari on an iPhone and Firefox on a laptop', () => {
    expect(engineOf(ANDROID_CHROME, 5)).toEqual({
      browser: 'Chrome',
      version: '131.0',
      engine: 'Blink',
      platform: 'android',
    });
    expect(engineOf(IPHONE_SAFARI, 5)).toMatchObject({ browser: 'Safari', platform: 'ios' });
    expect(engineOf(FIREFOX_ESR)).toEqual({
      browser: 'Firefox',
      version: '153.0',
      engine: 'Gecko',
      platform: 'desktop',
    });
  });
});
