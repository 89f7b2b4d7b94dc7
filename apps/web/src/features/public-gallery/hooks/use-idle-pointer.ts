import { useEffect, useState } from 'react';

/** How long the pointer stays still before the venue screen hides it and its button. */
export const POINTER_IDLE_MS = 3000;

/** False once the mouse has not moved for a while: the screen then shows nothing but the show. */
export function useIdlePointer(): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setActive(false), POINTER_IDLE_MS);
    const wake = () => {
      setActive(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setActive(false), POINTER_IDLE_MS);
    };
    window.addEventListener('pointermove', wake);
    window.addEventListener('pointerdown', wake);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('pointerdown', wake);
    };
  }, []);
  return active;
}
