import { useEffect, useState } from 'react';

/** False until `delayMs` have passed since mount: keeps a loader up long enough to be seen rather than flash. */
export function useHasElapsed(delayMs: number): boolean {
  const [hasElapsed, setHasElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setHasElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return hasElapsed;
}
