/**
 * What the device check reads from the browser, gathered in one place so the rules
 * (readiness-rules.ts) stay pure and the support file carries the same facts. Every call the
 * engine may lack or never answer (persist, battery) is optional or raced against a time limit.
 */
import { type CaptureRoom, captureRoom } from '../outbox/index.ts';
import { type Engine, engineOf } from './engine.ts';
import { askPersistentStorage, type Persistence } from './persistent-storage.ts';

/** The camera as the set-up screen has it: the size the picture actually arrives in. */
export type CameraFact =
  | { status: 'opening' }
  | { status: 'live'; width: number; height: number }
  | { status: 'failed'; message: string };

export type DeviceFacts = {
  checkedAt: string;
  engine: Engine;
  /** Opened from the Home Screen or as an installed app, not in a browser tab. */
  installed: boolean;
  /** The page can go fullscreen by itself (iPhone Safari cannot: only the installed app fills the screen). */
  fullscreen: boolean;
  wakeLock: boolean;
  /** The type a clip would be recorded in, or null when this browser records none the booth keeps. */
  recording: string | null;
  storage: { persistence: Persistence; usageBytes: number | null } & CaptureRoom;
  network: { online: boolean; serverUnavailable: boolean; connection: string | null };
  /** Null when the browser does not tell. */
  battery: { level: number; charging: boolean } | null;
};

type BatteryLike = { level: number; charging: boolean };
type NavigatorExtras = {
  standalone?: boolean;
  getBattery?: () => Promise<BatteryLike>;
  connection?: { effectiveType?: string };
  wakeLock?: unknown;
};

export type FactSources = {
  nav?: Navigator & NavigatorExtras;
  win?: Pick<Window, 'matchMedia'>;
  doc?: Pick<Document, 'fullscreenEnabled' | 'fullscreenElement'>;
  /** The clip type the recorder would choose (the capture package's choice). */
  recordingType: () => Promise<string | null>;
  network: { online: boolean; serverUnavailable: boolean };
  persistTimeoutMs?: number;
  now?: () => Date;
};

const BATTERY_TIMEOUT_MS = 1000;

export function runsInstalled(
  nav: NavigatorExtras,
  win: Pick<Window, 'matchMedia'>,
  doc: Pick<Document, 'fullscreenElement'>,
): boolean {
  if (nav.standalone === true) return true;
  const matches = (mode: string) => win.matchMedia?.(`(display-mode: ${mode})`).matches === true;
  // Chromium also says `fullscreen` for a page the Fullscreen API put there; an installed app has no such element.
  return matches('standalone') || matches('minimal-ui') || (matches('fullscreen') && !doc.fullscreenElement);
}

async function batteryOf(nav: NavigatorExtras): Promise<DeviceFacts['battery']> {
  if (!nav.getBattery) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), BATTERY_TIMEOUT_MS));
  const battery = await Promise.race([nav.getBattery().catch(() => null), timeout]);
  return battery ? { level: battery.level, charging: battery.charging } : null;
}

export async function gatherDeviceFacts({
  nav = navigator as Navigator & NavigatorExtras,
  win = window,
  doc = document,
  recordingType,
  network,
  persistTimeoutMs,
  now = () => new Date(),
}: FactSources): Promise<DeviceFacts> {
  const [persistence, estimate, battery, recording] = await Promise.all([
    askPersistentStorage(nav.storage, persistTimeoutMs),
    nav.storage?.estimate?.().catch(() => undefined),
    batteryOf(nav),
    recordingType().catch(() => null),
  ]);
  return {
    checkedAt: now().toISOString(),
    engine: engineOf(nav.userAgent, nav.maxTouchPoints),
    installed: runsInstalled(nav, win, doc),
    fullscreen: doc.fullscreenEnabled === true,
    wakeLock: 'wakeLock' in nav,
    recording,
    storage: { persistence, usageBytes: estimate?.usage ?? null, ...captureRoom(estimate) },
    network: { ...network, connection: nav.connection?.effectiveType ?? null },
    battery,
  };
}
