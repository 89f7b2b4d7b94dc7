import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useScrollToTop } from '@/shared/hooks/use-scroll-to-top';
import { PageLoader } from '@/shared/ui/page-loader';
import { AppErrorBoundary } from './app-error-boundary';

/** Around every page: a loader while its chunk arrives, the error page if it fails to render; each new page opens at its top. */
export function RootBoundary() {
  const { pathname } = useLocation();
  useScrollToTop();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  );
}
