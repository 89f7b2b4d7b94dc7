/**
 * Sends a guest's screen back to the attract screen after a while without a touch or a key:
 * a guest who walks away mid-flow leaves the booth ready for the next.
 */

export type IdleTimer = { touch: () => void; stop: () => void };

type Clock = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };

export function createIdleTimer(timeoutMs: number, onIdle: () => void, clock: Clock = globalThis): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const touch = () => {
    if (stopped) return;
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = undefined;
      onIdle();
    }, timeoutMs);
  };
  touch();
  return {
    touch,
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };
}

/** What counts as someone at the booth. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Runs `onIdle` after `timeoutMs` without activity on the page, while `active`. */
export function watchIdle(timeoutMs: number, onIdle: () => void, target: EventTarget = window): () => void {
  const timer = createIdleTimer(timeoutMs, onIdle);
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, timer.touch, { passive: true });
  return () => {
    timer.stop();
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, timer.touch);
  };
}
