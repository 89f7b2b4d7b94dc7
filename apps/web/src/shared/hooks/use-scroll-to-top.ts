import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Opens every new page at its top: the browser keeps the scroll position of the page before,
 * so a wizard step reached from the bottom of the last one would open half-way down. Back and
 * Forward are left to the browser, which restores where the reader was; a change of tab
 * (the address's hash) or page (its query) stays where it is.
 */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, named by its path
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
