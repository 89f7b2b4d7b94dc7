import { PASSWORD_MIN_LENGTH } from '@boothdeck/contract/constants';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PATHS } from '@/shared/config/paths';
import { homeOf, useRole } from '@/shared/session/role';
import { BackButton } from '@/shared/ui/back-button';
import { ChangePasswordForm } from '../components/change-password-form';

/** `/change/password`: the old password first, then the new one, of the login signed in (a member's own). */
export function ChangePasswordPage() {
  useDocumentTitle('Change Password | Boothdeck');
  const role = useRole();
  // A member has no profile page to go back to: the profile is the owner's.
  const isOwner = role === 'owner';
  return (
    <Stack gap="lg" maw={520}>
      <BackButton
        label={isOwner ? 'Back to profile' : 'Back'}
        fallbackTo={isOwner ? PATHS.profile : homeOf(role, true)}
        px={0}
        w="fit-content"
      />
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Change Password
        </Title>
        <Text c="dimmed">
          Check your old password, then choose a new one of at least {PASSWORD_MIN_LENGTH} characters.
        </Text>
      </Stack>
      <Paper withBorder radius="md" shadow="xs" p="lg">
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
