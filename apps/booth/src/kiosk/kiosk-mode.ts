/**
 * Kiosk mode: fullscreen (which needs a tap, so it starts from the operator's "Start" button)
 * and a screen wake lock, which the browser drops whenever the page is hidden, so it is asked
 * for again each time the page is shown. WebKit grants the lock only from a tap, so a tap while
 * it is not held asks again. Safari's pinch gesture is refused too: the stylesheet's touch-action
 * keeps zoom off. Each is a nicety: where fullscreen is refused (Firefox under automation) or
 * missing (an iPhone fills the screen only as the installed app), or there is no wake lock, the
 * booth runs as it is.
 */

type WakeLockSentinelLike = { release: () => Promise<void>; released?: boolean };
type WakeLockLike = { request: (type: 'screen') => Promise<WakeLockSentinelLike> };

export type KioskMode = { stop: () => Promise<void> };

/** Safari's own pinch-zoom gesture event, which touch-action alone does not always stop. */
const refuseGesture = (event: Event) => event.preventDefault();

export function startKioskMode(doc: Document = document, nav: Navigator = navigator): KioskMode {
  let lock: WakeLockSentinelLike | null = null;
  let stopped = false;
  const wakeLock = (nav as Navigator & { wakeLock?: WakeLockLike }).wakeLock;

  const requestLock = async () => {
    if (!wakeLock || stopped || doc.visibilityState !== 'visible') return;
    try {
      lock = await wakeLock.request('screen');
    } catch {
      // Refused (low battery, a policy): the booth runs, the screen may dim.
    }
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void requestLock();
  };
  const onTap = () => {
    if (!lock || lock.released) void requestLock();
  };

  doc.addEventListener('gesturestart', refuseGesture);
  if (doc.fullscreenEnabled && !doc.fullscreenElement) {
    try {
      void doc.documentElement.requestFullscreen?.({ navigationUI: 'hide' })?.catch(() => {});
    } catch {
      // An engine that throws rather than rejecting: the booth runs in the window.
    }
  }
  void requestLock();
  doc.addEventListener('visibilitychange', onVisibility);
  doc.addEventListener('pointerdown', onTap, true);

  return {
    async stop() {
      stopped = true;
      doc.removeEventListener('visibilitychange', onVisibility);
      doc.removeEventListener('gesturestart', refuseGesture);
      doc.removeEventListener('pointerdown', onTap, true);
      await lock?.release().catch(() => {});
      lock = null;
      if (doc.fullscreenElement) await doc.exitFullscreen().catch(() => {});
    },
  };
}

/** Whether the wake lock is held: for the operator screen. */
export const hasWakeLock = (nav: Navigator = navigator) => 'wakeLock' in nav;
