/**
 * The hidden way to the operator's screen: five quick taps (or a long press) on the top-left
 * corner, or Ctrl+Alt+O on a keyboard. Guests see nothing there.
 */
import { useEffect, useRef } from 'react';

export const OPERATOR_TAPS = 5;
export const OPERATOR_TAP_WINDOW_MS = 3000;
export const OPERATOR_LONG_PRESS_MS = 1500;

/** Whether a key press is the operator's shortcut. */
export const isOperatorShortcut = (event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'key'>) =>
  event.ctrlKey && event.altKey && event.key.toLowerCase() === 'o';

/** Counts taps: true on the one that makes `needed` within `windowMs`. */
export function createTapCounter(needed = OPERATOR_TAPS, windowMs = OPERATOR_TAP_WINDOW_MS) {
  let taps: number[] = [];
  return (now: number) => {
    taps = [...taps.filter((at) => now - at < windowMs), now];
    if (taps.length < needed) return false;
    taps = [];
    return true;
  };
}

export function OperatorCorner({ onOpen }: { onOpen: () => void }) {
  const countTap = useRef(createTapCounter());
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isOperatorShortcut(event)) return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpen]);

  const endPress = () => clearTimeout(pressTimer.current);
  return (
    <div
      className="operator-corner"
      data-testid="operator-corner"
      aria-hidden="true"
      onPointerDown={() => {
        if (countTap.current(Date.now())) return onOpen();
        pressTimer.current = setTimeout(onOpen, OPERATOR_LONG_PRESS_MS);
      }}
      onPointerUp={endPress}
      onPointerLeave={endPress}
      onPointerCancel={endPress}
    />
  );
}
