import { useEffect } from 'react';

/** Clears a form's error texts a while after they appear (3 seconds for event dates). */
export function useClearErrorsAfter(errors: object, clearErrors: () => void, delayMs: number): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const timer = window.setTimeout(clearErrors, delayMs);
    return () => window.clearTimeout(timer);
  }, [errors, clearErrors, delayMs]);
}
