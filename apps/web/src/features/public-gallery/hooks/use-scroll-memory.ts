import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The last scroll position of each history entry of a page that uses this hook. */
const positions = new Map<string, number>();

/**
 * Keeps where the guest was on this page: coming back to it (the Back button after opening an
 * item) scrolls to the same place once `ready` says the page is as tall as it was. The browser
 * cannot do it by itself, since the grid draws its rows only after the page has come back.
 */
export function useScrollMemory(ready: boolean) {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, when the page is ready
  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (ready && navigationType === 'POP' && saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
  }, [ready]);
}
