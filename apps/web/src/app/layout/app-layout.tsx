import { AppShell, Box, Center } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { Copyright } from './copyright';

/** The signed-in frame: top bar, sidebar, page, and below the page a footer that scrolls with it. */
export function AppLayout() {
  const [isNavOpen, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader isNavOpen={isNavOpen} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)" display="flex" style={{ flexDirection: 'column' }}>
        <Box flex={1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        {/* Part of the page, not pinned: on a phone every pixel of the screen is the page's. */}
        <Center component="footer" pt="xl">
          <Copyright />
        </Center>
      </AppShell.Main>
    </AppShell>
  );
}
