import { ROLE_LABELS } from '@boothdeck/contract/roles';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { homeOf, useRole } from '@/shared/session/role';

/** What a team member sees on a page their role does not open: a plain page saying so, inside the app. */
export function ForbiddenPage() {
  const role = useRole();
  useDocumentTitle('Not available to your role | Boothdeck');
  return (
    <Stack align="center" gap="md" maw={520} mx="auto" mt="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconLock size={30} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        This page is not available to your role
      </Title>
      <Text c="dimmed">
        You are signed in as {ROLE_LABELS[role]} of this account. Ask the account&apos;s owner if you need access.
      </Text>
      <Button component={Link} to={homeOf(role, true)} variant="light">
        Go to your start page
      </Button>
    </Stack>
  );
}
