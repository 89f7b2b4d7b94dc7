import { describe, expect, it } from 'vitest';
import { type CameraFact, type FactSources, gatherDeviceFacts } from './device-facts.ts';
import { overallLevel, readinessLines } from './readiness-rules.ts';

const MB = 1024 * 1024;
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const LAPTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

type Browser = {
  userAgent?: string;
  touchPoints?: number;
  installed?: boolean;
  persist?: () => Promise<boolean>;
  estimate?: { usage: number; quota: number };
  battery?: { level: number; charging: boolean };
  recording?: string | null;
  online?: boolean;
  serverUnavailable?: boolean;
};

/** The browser APIs the check reads, stubbed: an iPad in Safari with room to spare unless told otherwise. */
function stubbedSources(browser: Browser = {}): FactSources {
  const nav = {
    userAgent: browser.userAgent ?? IPAD_SAFARI,
    maxTouchPoints: browser.touchPoints ?? 5,
    storage: {
      persist: browser.persist ?? (async () => false),
      persisted: async () => false,
      estimate: async () => browser.estimate ?? { usage: 50 * MB, quota: 2000 * MB },
    },
    ...(browser.battery ? { getBattery: async () => browser.battery } : {}),
  } as unknown as FactSources['nav'];
  return {
    nav,
    win: { matchMedia: (query: string) => ({ matches: !!browser.installed && query.includes('standalone') }) } as never,
    doc: { fullscreenEnabled: true, fullscreenElement: null },
    recordingType: async () => (browser.recording === undefined ? 'video/mp4;codecs=avc1' : browser.recording),
    network: { online: browser.online ?? true, serverUnavailable: browser.serverUnavailable ?? false },
    persistTimeoutMs: 20,
    now: () => new Date('2026-12-02T10:00:00Z'),
  };
}

const LIVE_1080P: CameraFact = { status: 'live', width: 1920, height: 1080 };

async function check(browser: Browser = {}, camera: CameraFact = LIVE_1080P, usesVideo = true) {
  const facts = await gatherDeviceFacts(stubbedSources(browser));
  const lines = readinessLines({ ...facts, camera, usesVideo });
  return Object.fromEntries(lines.map((line) => [line.key, line]));
}

describe('the device check', () => {
  it('is all green on an installed iPad on its charger, with room, online', async () => {
    const lines = await check({ installed: true, battery: { level: 0.8, charging: true } });
    expect(Object.values(lines).map((line) => [line.key, line.level])).toEqual([
      ['camera', 'ok'],
      ['recording', 'ok'],
      ['storage', 'ok'],
      ['install', 'ok'],
      ['network', 'ok'],
      ['battery', 'ok'],
      ['engine', 'ok'],
    ]);
    expect(lines.camera?.found).toBe('1920 × 1080, as the camera delivers it.');
    expect(lines.recording?.found).toBe('Clips are recorded as MP4 (H.264).');
    expect(lines.storage?.found).toContain('Room for about 650 captures (1.9 GB free)');
    expect(lines.engine?.found).toBe('Safari 18.1 (WebKit) on an iPad');
    expect(overallLevel(Object.values(lines))).toBe('ok');
  });

  it('tells the operator of an iPad in a Safari tab to add it to the Home Screen, and why', async () => {
    const lines = await check();
    expect(lines.install).toMatchObject({ level: 'warn', next: expect.stringContaining('Add to Home Screen') });
    expect(lines.storage?.level).toBe('warn');
    expect(lines.storage?.found).toContain('after days without a visit');
    expect(lines.storage?.next).toContain('Add to Home Screen');
  });

  it('says when the browser never answers the request to keep storage', async () => {
    const lines = await check({ userAgent: LAPTOP_CHROME, touchPoints: 0, persist: () => new Promise(() => {}) });
    expect(lines.storage).toMatchObject({ level: 'warn', found: expect.stringContaining('did not answer') });
    expect(lines.install?.level).toBe('ok');
  });

  it('is red when there is no room for another capture, and says what to do', async () => {
    const lines = await check({ installed: true, estimate: { usage: 995 * MB, quota: 1000 * MB } });
    expect(lines.storage).toMatchObject({ level: 'bad', found: expect.stringContaining('guests cannot start one') });
    expect(lines.storage?.next).toContain('Let the queue upload');
  });

  it('is amber when room is short even where storage is kept', async () => {
    const lines = await check({ persist: async () => true, estimate: { usage: 900 * MB, quota: 1000 * MB } });
    expect(lines.storage).toMatchObject({ level: 'warn', found: expect.stringContaining('Nearly full') });
  });

  it('judges the camera by the size it delivers', async () => {
    expect((await check({}, { status: 'live', width: 640, height: 480 })).camera).toMatchObject({
      level: 'warn',
      found: 'Only 640 × 480: photos will look soft.',
    });
    expect((await check({}, { status: 'failed', message: 'No camera was found.' })).camera).toMatchObject({
      level: 'bad',
      found: 'No camera was found.',
      next: expect.stringContaining('Try the camera again'),
    });
  });

  it('is red when the event takes video and the browser records none, and names WebM where that is what it records', async () => {
    expect((await check({ recording: null })).recording?.level).toBe('bad');
    expect((await check({ recording: null }, LIVE_1080P, false)).recording?.level).toBe('ok');
    expect((await check({ recording: 'video/webm;codecs=vp8' })).recording?.found).toBe('Clips are recorded as WebM.');
  });

  it('warns offline or with the server down, and about a battery not charging (red when low)', async () => {
    expect((await check({ online: false })).network?.level).toBe('warn');
    expect((await check({ serverUnavailable: true })).network?.found).toContain('server is not answering');
    expect((await check({ battery: { level: 0.6, charging: false } })).battery).toMatchObject({
      level: 'warn',
      found: '60 %, on battery.',
    });
    expect((await check({ battery: { level: 0.1, charging: false } })).battery?.level).toBe('bad');
  });

  it('leaves the battery out where the browser does not tell', async () => {
    expect((await check()).battery).toBeUndefined();
  });
});
