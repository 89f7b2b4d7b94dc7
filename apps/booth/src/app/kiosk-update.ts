/**
 * A new version of the kiosk (a new service worker, with the new build's files) installs in the
 * background and waits; it takes over only while the booth is idle on its attract screen and the
 * outbox is not sending, never under a guest: the kiosk asks it to take over, then reloads into
 * it. The kiosk looks for a new version on reaching the attract screen and every quarter of an
 * hour while it stays there (a kiosk never navigates, which is when browsers look by themselves).
 */
import { useEffect, useSyncExternalStore } from 'react';

export const UPDATE_CHECK_MS = 15 * 60_000;
/** The message the service worker (pwa/service-worker.js) takes as its cue to take over. */
export const TAKE_OVER = 'take-over';

let registration: ServiceWorkerRegistration | null = null;
let waiting: ServiceWorker | null = null;
let lastCheck = 0;
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
}

function checkForUpdate() {
  if (!registration || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
  lastCheck = Date.now();
  registration.update().catch(() => {
    // Offline or the server away: the next check tries again.
  });
}

function takeOver(worker: ServiceWorker) {
  if (takingOver) return;
  takingOver = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: TAKE_OVER });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Lets a waiting new version take over while `idle` (the attract screen, nothing sending). */
export function useUpdateWhenIdle(idle: boolean): void {
  const next = useSyncExternalStore(subscribe, () => waiting);
  useEffect(() => {
    if (idle && next) takeOver(next);
  }, [idle, next]);
  useEffect(() => {
    if (!idle) return;
    checkForUpdate();
    const timer = setInterval(checkForUpdate, UPDATE_CHECK_MS);
    return () => clearInterval(timer);
  }, [idle]);
}
