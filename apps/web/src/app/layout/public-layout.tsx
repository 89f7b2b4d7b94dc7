import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import { BrandLink } from './brand-link';

/** Simple public pages (terms, privacy): the product name above the page. */
export function PublicLayout() {
  return (
    <Container size="md" py="xl">
      <Box component="header" mb="lg">
        <BrandLink to={PATHS.login} />
      </Box>
      <Box component="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Container>
  );
}
