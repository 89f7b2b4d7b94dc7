import { OVERLAY_ERROR_CLEAR_MS, OVERLAY_SUCCESS_CLEAR_MS } from '@boothdeck/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type OverlayStatus = { tone: 'busy' | 'success' | 'error'; message: string };

/**
 * The loading overlay of list actions: a waiting text while the call runs, then the outcome,
 * which clears after 1 s on success (then the list reloads) and after 5 s on error.
 */
export function useStatusOverlay() {
  const [status, setStatus] = useState<OverlayStatus | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback((next: OverlayStatus, clearAfterMs?: number, afterClear?: () => void) => {
    window.clearTimeout(timer.current);
    setStatus(next);
    if (clearAfterMs === undefined) return;
    timer.current = window.setTimeout(() => {
      setStatus(null);
      afterClear?.();
    }, clearAfterMs);
  }, []);

  return {
    status,
    showBusy: useCallback((message: string) => show({ tone: 'busy', message }), [show]),
    showSuccess: useCallback(
      (message: string, afterClear: () => void) =>
        show({ tone: 'success', message }, OVERLAY_SUCCESS_CLEAR_MS, afterClear),
      [show],
    ),
    showError: useCallback((message: string) => show({ tone: 'error', message }, OVERLAY_ERROR_CLEAR_MS), [show]),
  };
}
