import { forgotPasswordBodySchema } from '@boothdeck/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { useForgotPassword } from '../api/forgot-password';
import { BackToSignIn } from './back-to-sign-in';

const validateForgotPassword = schemaResolver(forgotPasswordBodySchema, { sync: true });

export function ForgotPasswordForm() {
  const form = useForm({ initialValues: { email: '' }, validate: validateForgotPassword });
  const { formError, showServerErrors, clearFormError } = useServerErrors(form);
  const forgotPassword = useForgotPassword();
  const navigate = useNavigate();

  const submit = form.onSubmit((values) => {
    clearFormError();
    forgotPassword.mutate(
      { email: values.email.trim() },
      {
        onError: showServerErrors,
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', title: 'Check your email', message });
          navigate(PATHS.login, { replace: true });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={forgotPassword.isPending}>
          Send reset link
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
