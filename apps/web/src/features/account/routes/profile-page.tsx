import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useSessionStore } from '@/shared/session/session-store';
import { AccountInformationCard } from '../components/account-information-card';
import { MembershipCard } from '../components/membership-card';

/** `/profile`: the organiser's names, the way to a new password and the current membership. */
export function ProfilePage() {
  useDocumentTitle('Profile | Boothdeck');
  const user = useSessionStore((state) => state.user);
  if (!user) return null;

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} fz="h2">
        Profile
      </Title>
      <AccountInformationCard user={user} />
      <Paper component="section" withBorder radius="md" shadow="xs" p="lg" aria-label="Change Password">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              Change Password
            </Title>
            <Text c="dimmed" size="sm">
              Your old password is asked first. Other devices are signed out after the change.
            </Text>
          </Stack>
          <Button component={Link} to={PATHS.changePassword} variant="default" leftSection={<IconLock size={16} />}>
            Change Password
          </Button>
        </Group>
      </Paper>
      <MembershipCard membership={user.membership} />
    </Stack>
  );
}
