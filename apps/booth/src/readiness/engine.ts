/**
 * The browser engine and the kind of device, read from the user agent: what the operator is told
 * ("Safari 18 on an iPad") and what decides the advice (install to the Home Screen on iPadOS).
 * An iPad's Safari says it is a Mac; it is told apart by its touch screen.
 */
export type Platform = 'ipados' | 'ios' | 'android' | 'desktop';

export type Engine = {
  /** The browser as the operator knows it: Safari, Chrome, Edge, Firefox, Samsung Internet. */
  browser: string;
  version: string;
  /** The rendering engine: WebKit, Blink or Gecko. */
  engine: 'WebKit' | 'Blink' | 'Gecko' | 'unknown';
  platform: Platform;
};

const PLATFORM_NAMES: Record<Platform, string> = {
  ipados: 'an iPad',
  ios: 'an iPhone',
  android: 'Android',
  desktop: 'a computer',
};

const versionAfter = (userAgent: string, token: string) =>
  new RegExp(`${token}/([\\d.]+)`).exec(userAgent)?.[1]?.split('.').slice(0, 2).join('.') ?? '';

export function engineOf(userAgent: string, maxTouchPoints = 0): Engine {
  const platform: Platform = /iPad/.test(userAgent)
    ? 'ipados'
    : /iPhone|iPod/.test(userAgent)
      ? 'ios'
      : /Android/.test(userAgent)
        ? 'android'
        : /Macintosh/.test(userAgent) && maxTouchPoints > 1
          ? 'ipados'
          : 'desktop';
  // Every browser on iPadOS and iOS is WebKit, whatever its name.
  const apple = platform === 'ipados' || platform === 'ios';
  if (/Firefox\/|FxiOS\//.test(userAgent))
    return {
      browser: 'Firefox',
      version: versionAfter(userAgent, /FxiOS/.test(userAgent) ? 'FxiOS' : 'Firefox'),
      engine: apple ? 'WebKit' : 'Gecko',
      platform,
    };
  if (/Edg(A|iOS)?\//.test(userAgent))
    return {
      browser: 'Edge',
      version: versionAfter(userAgent, 'Edg(?:A|iOS)?'),
      engine: apple ? 'WebKit' : 'Blink',
      platform,
    };
  if (/SamsungBrowser\//.test(userAgent))
    return {
      browser: 'Samsung Internet',
      version: versionAfter(userAgent, 'SamsungBrowser'),
      engine: 'Blink',
      platform,
    };
  if (/CriOS\//.test(userAgent))
    return { browser: 'Chrome', version: versionAfter(userAgent, 'CriOS'), engine: 'WebKit', platform };
  if (/Chrom(e|ium)\//.test(userAgent))
    return { browser: 'Chrome', version: versionAfter(userAgent, 'Chrom(?:e|ium)'), engine: 'Blink', platform };
  if (/AppleWebKit\//.test(userAgent))
    return { browser: 'Safari', version: versionAfter(userAgent, 'Version'), engine: 'WebKit', platform };
  return { browser: 'An unknown browser', version: '', engine: 'unknown', platform };
}

export const describeEngine = ({ browser, version, engine, platform }: Engine) =>
  `${browser}${version ? ` ${version}` : ''} (${engine}) on ${PLATFORM_NAMES[platform]}`;
