import { VERIFY_REDIRECT_DELAY_MS } from '@boothdeck/contract/constants';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { useDelayedNavigate } from '@/shared/hooks/use-delayed-navigate';
import { endSession } from '@/shared/session/end-session';
import { isTrialUser } from '@/shared/session/membership';
import { useSessionStore } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form-alert';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { BackToSignIn } from '../components/back-to-sign-in';

export function VerifyEmailPage() {
  const { code = '' } = useParams();
  const verify = useVerifyEmail();
  const navigateLater = useDelayedNavigate();
  const hasStarted = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // A verification code works once, so a second effect run (StrictMode) must not send it again.
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate(
      { email_verified_code: code },
      {
        onSuccess: ({ verify: user, token }) => {
          if (user.verify_status !== 'active') return;
          endSession();
          useSessionStore.getState().setSession(token, user);
          navigateLater(isTrialUser(user) ? PATHS.dashboard : PATHS.packages, VERIFY_REDIRECT_DELAY_MS);
        },
      },
    );
  }, [code, mutate, navigateLater]);

  const isVerified = verify.data?.verify.verify_status === 'active';
  if (verify.isError || (verify.isSuccess && !isVerified)) {
    const message = verify.isError ? getErrorMessage(verify.error) : MESSAGES.verificationInvalid;
    return (
      <AuthLayout title="We could not verify your email">
        <Stack>
          <FormAlert message={message} />
          <BackToSignIn />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={isVerified ? 'Email verified' : MESSAGES.emailVerifying}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>
          {isVerified ? 'Your email is verified. Taking you to your account…' : `${MESSAGES.emailVerifying}…`}
        </Text>
      </Group>
    </AuthLayout>
  );
}
