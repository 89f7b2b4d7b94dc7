import { resetPasswordBodySchema } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { useResetPassword } from '../api/reset-password';
import { BackToSignIn } from './back-to-sign-in';

type ResetPasswordFormProps = { token: string };

const validateResetBody = schemaResolver(resetPasswordBodySchema, { sync: true });

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    // The token comes from the link, not the form: checked with the fields as the body it makes.
    validate: (values) => validateResetBody({ token, ...values }),
  });
  const { formError, showServerErrors, clearFormError } = useServerErrors(form);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();

  const submit = form.onSubmit((values) => {
    clearFormError();
    resetPassword.mutate(
      { token, ...values },
      {
        onError: showServerErrors,
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', title: 'Password updated', message });
          navigate(PATHS.login, { replace: true });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <PasswordInput
          label="New password"
          description={MESSAGES.passwordHint}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          Reset password
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
