import { PASSWORD_MIN_LENGTH } from '@boothdeck/contract/constants';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PATHS } from '@/shared/config/paths';
import { BackButton } from '@/shared/ui/back-button';
import { ChangePasswordForm } from '../components/change-password-form';

/** `/change/password`: the old password first, then the new one. */
export function ChangePasswordPage() {
  useDocumentTitle('Change Password | Boothdeck');
  return (
    <Stack gap="lg" maw={520}>
      <BackButton label="Back to profile" fallbackTo={PATHS.profile} px={0} w="fit-content" />
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
