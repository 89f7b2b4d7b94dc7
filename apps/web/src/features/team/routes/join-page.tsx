/** `/join/{token}`: an invitation to a team. A new login sets its name and password; an existing one signs in. */
import { ROLE_LABELS } from '@boothdeck/contract/roles';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { toFormErrors } from '@/shared/lib/to-form-errors';
import { homeOf } from '@/shared/session/role';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { useInvitation, useJoin } from '../api/join';

const FIELDS = ['password', 'first_name', 'last_name'];

export function JoinPage() {
  useDocumentTitle('Join the team | Boothdeck');
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const join = useJoin();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { first_name: '', last_name: '', password: '' } });
  const { formError } = join.isError ? toFormErrors(join.error, FIELDS) : { formError: null };

  if (invitation.isPending) return <PageLoader />;
  if (!invitation.data) {
    return (
      <Stack maw={480} mx="auto" w="100%">
        <Title order={1} fz="h2">
          Join a team
        </Title>
        <Alert color="red" variant="light" role="alert">
          {getErrorMessage(invitation.error)}
        </Alert>
      </Stack>
    );
  }
  const { email, role, team_name: teamName, has_login: hasLogin } = invitation.data;
  const submit = form.onSubmit((values) => {
    const body = hasLogin ? { token, password: values.password } : { token, ...values };
    join.mutate(body, {
      onSuccess: (joined) => navigate(homeOf(joined.role, joined.hasPackage), { replace: true }),
      onError: (error) => form.setErrors(toFormErrors(error, FIELDS).fieldErrors),
    });
  });

  return (
    <Paper withBorder radius="md" p="xl" maw={480} mx="auto" w="100%">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} fz="h2">
            Join {teamName}
          </Title>
          <Text>
            You are invited as <strong>{ROLE_LABELS[role]}</strong> with {email}.{' '}
            {hasLogin
              ? 'Sign in with the password of your Boothdeck login to join.'
              : 'Choose your name and a password to join.'}
          </Text>
          {!hasLogin && (
            <>
              <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
              <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
            </>
          )}
          <PasswordInput
            label="Password"
            autoComplete={hasLogin ? 'current-password' : 'new-password'}
            {...form.getInputProps('password')}
          />
          <FormAlert message={formError} />
          <Button type="submit" loading={join.isPending} fullWidth>
            Join the team
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
