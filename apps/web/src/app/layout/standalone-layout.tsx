import { Box, Button, Center, Container, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { PATHS } from '@/shared/config/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { BrandLink } from './brand-link';
import { Copyright } from './copyright';

/** Package choice and payment: no sidebar, but always a way out. */
export function StandaloneLayout() {
  const logout = useLogout();

  return (
    <Stack mih="100dvh" gap={0} bg="var(--mantine-color-gray-0)">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between">
            <BrandLink to={PATHS.dashboard} />
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Logout
            </Button>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <Center component="footer" py="md">
        <Copyright />
      </Center>
    </Stack>
  );
}
