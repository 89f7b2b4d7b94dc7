import { AppShell, Center } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '@/shared/ui/page-loader';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { Copyright } from './copyright';

/** The signed-in frame: top bar, sidebar, page, footer. */
export function AppLayout() {
  const [isNavOpen, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      footer={{ height: 44 }}
      padding="lg"
    >
      <AppShell.Header>
        <AppHeader isNavOpen={isNavOpen} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer>
        <Center h="100%">
          <Copyright />
        </Center>
      </AppShell.Footer>
    </AppShell>
  );
}
