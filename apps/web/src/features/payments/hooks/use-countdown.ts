import { useEffect, useRef, useState } from 'react';

/** Whole seconds left of `durationMs`, ticking once a second; `onDone` runs once at zero. */
export function useCountdown(durationMs: number, onDone: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(durationMs / 1000));
  const onDoneRef = useRef(onDone);

  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((durationMs - (Date.now() - startedAt)) / 1000));
      setSecondsLeft(left);
      if (left > 0) return;
      window.clearInterval(timer);
      onDoneRef.current();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [durationMs]);

  return secondsLeft;
}
