import { TOAST_AUTO_CLOSE_MS } from '@boothdeck/contract/constants';
import { MantineProvider } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { queryClient } from '@/shared/api/query-client';
import { lazyNamed } from '@/shared/lib/lazy-named';
import { theme } from './theme';

// Toasts are never needed for the first paint, so their container loads after it.
const Notifications = lazyNamed<NotificationsProps, 'Notifications'>(
  () => import('@mantine/notifications'),
  'Notifications',
);

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
