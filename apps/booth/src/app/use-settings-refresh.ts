/**
 * Organisers change an event's settings while its booths run. A booth waiting on its attract
 * screen reads them again when it gets there and every few minutes while it stays, and keeps
 * what arrives only if no guest has started meanwhile, so a guest's session never changes under
 * them.
 */
import { useEffect, useRef } from 'react';

export const SETTINGS_REFRESH_MS = 3 * 60_000;

/** `refresh(canApply)` runs while `waiting` (the attract screen shows); `canApply()` is false once a guest has started. */
export function useSettingsRefresh(waiting: boolean, refresh: (canApply: () => boolean) => Promise<void>): void {
  const stillWaiting = useRef(waiting);
  useEffect(() => {
    stillWaiting.current = waiting;
    if (!waiting) return;
    const run = () => void refresh(() => stillWaiting.current);
    run();
    const timer = setInterval(run, SETTINGS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
}
