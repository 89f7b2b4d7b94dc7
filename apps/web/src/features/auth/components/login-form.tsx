import { LOGIN_REDIRECT_DELAY_MS } from '@boothdeck/contract/constants';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useDelayedNavigate } from '@/shared/hooks/use-delayed-navigate';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { homeOf } from '@/shared/session/role';
import { useSessionStore } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form-alert';
import { getUser } from '../api/get-user';
import { useLogin } from '../api/login';
import type { ResendEmailState } from '../lib/resend-email-state';

type LoginValues = { email: string; password: string; remember_me: boolean };

type Rules = (values: LoginValues) => FormErrors;

/** The form's rules load after the page shows; a submit waits for them (they come from cache by then). */
let rules: Rules | null = null;
const loadRules = async () => {
  rules ??= (await import('../lib/login-rules')).validateLogin;
  return rules;
};

export function LoginForm() {
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '', remember_me: false },
    validate: (values) => rules?.(values) ?? {},
  });
  const { formError, showServerErrors, clearFormError } = useServerErrors(form);
  const login = useLogin();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [isRedirecting, setIsRedirecting] = useState(false);

  useEffect(() => {
    void loadRules();
  }, []);

  const send = form.onSubmit((values) => {
    clearFormError();
    login.mutate(values, {
      onError: showServerErrors,
      onSuccess: ({ token, user }) => {
        if (user.verify_status !== 'active' || !token) {
          form.setFieldError('email', MESSAGES.verifyEmail);
          const state: ResendEmailState = { id: user.id, email: user.email };
          navigate(PATHS.resendEmail, { state });
          return;
        }
        useSessionStore.getState().setSession(token, user);
        setIsRedirecting(true);
        // A team member's login acts for the owner's account: ask which, and with what role.
        void getUser()
          .then(({ user: account, member }) => {
            useSessionStore.getState().setSession(token, account, member);
            navigateLater(homeOf(member?.role ?? 'owner', account.expire === 1), LOGIN_REDIRECT_DELAY_MS);
          })
          .catch(showServerErrors);
      },
    });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadRules().then(() => send());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormAlert message={formError} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="space-between">
          <Checkbox label="Keep me logged in" {...form.getInputProps('remember_me', { type: 'checkbox' })} />
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending || isRedirecting}>
          Sign in
        </Button>
        <Anchor component={Link} to={PATHS.register} size="sm" ta="center">
          Create an account
        </Anchor>
      </Stack>
    </form>
  );
}
