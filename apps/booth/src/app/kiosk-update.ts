/**
 * A new version of the kiosk (a new service worker, with the new build's files) installs in the
 * background and waits; it takes over only while the booth is idle on its attract screen and the
 * outbox is not sending, never under a guest: the kiosk asks it to take over, then reloads into
 * it. The kiosk looks for a new version on reaching the attract screen and every quarter of an
 * hour while it stays there (a kiosk never navigates, which is when browsers look by themselves).
 */
import { useEffect, useSyncExternalStore } from 'react';

export const UPDATE_CHECK_MS = 15 * 60_000;
/** How long the kiosk waits for a new version to take over before asking it again. */
const TAKE_OVER_RETRY_MS = 5_000;
/** The message the service worker (pwa/service-worker.js) takes as its cue to take over. */
export const TAKE_OVER = 'take-over';

let registration: ServiceWorkerRegistration | null = null;
let waiting: ServiceWorker | null = null;
let lastCheck = 0;
let idleNow = false;
let asked = false;
let takingOver = false;
const listeners = new Set<() => void>();

function noteWaiting() {
  // A worker waits only where an older one runs this page; the very first install just starts.
  const next = registration?.waiting && navigator.serviceWorker.controller ? registration.waiting : null;
  if (next === waiting) return;
  waiting = next;
  for (const listener of listeners) listener();
}

export function watchForUpdates(registered: ServiceWorkerRegistration): void {
  registration = registered;
  lastCheck = Date.now();
  noteWaiting();
  registered.addEventListener('updatefound', () => {
    registered.installing?.addEventListener('statechange', noteWaiting);
  });
  // The first install's worker also takes control of the page: only a version asked reloads it.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (asked) window.location.reload();
  });
}

function checkForUpdate() {
  if (!registration || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
  lastCheck = Date.now();
  registration.update().catch(() => {
    // Offline or the server away: the next check tries again.
  });
}

/**
 * Asks the waiting version, as the registration has it now, to take over while the kiosk is idle;
 * the page reloads into it once it has. Should it not have within a few seconds (the message lost
 * while the browser stopped an idle worker, say), the kiosk asks again, still only while idle.
 */
function takeOverWhileIdle() {
  noteWaiting();
  if (!idleNow || !waiting || takingOver) return;
  asked = true;
  takingOver = true;
  waiting.postMessage({ type: TAKE_OVER });
  setTimeout(() => {
    takingOver = false;
    takeOverWhileIdle();
  }, TAKE_OVER_RETRY_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Lets a waiting new version take over while `idle` (the attract screen, nothing sending). */
export function useUpdateWhenIdle(idle: boolean): void {
  const next = useSyncExternalStore(subscribe, () => waiting);
  useEffect(() => {
    idleNow = idle;
    if (idle && next) takeOverWhileIdle();
  }, [idle, next]);
  useEffect(() => {
    if (!idle) return;
    checkForUpdate();
    const timer = setInterval(checkForUpdate, UPDATE_CHECK_MS);
    return () => clearInterval(timer);
  }, [idle]);
}
