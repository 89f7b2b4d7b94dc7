/**
 * The service worker keeps the kiosk's own files and the event's pictures on the device, so a
 * reload with no network still opens the booth. Only the built kiosk registers it. A new version
 * of the kiosk installs beside the running one and waits (kiosk-update.ts says when it takes over).
 */
import { watchForUpdates } from './kiosk-update.ts';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .then(watchForUpdates)
    .catch(() => {
      // Without it the booth still runs; it just cannot reopen offline.
    });
}
