import { Button, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form-alert';
import { useResendEmail } from '../api/resend-email';
import { AuthLayout } from '../components/auth-layout';
import { BackToSignIn } from '../components/back-to-sign-in';
import { readResendEmailState } from '../lib/resend-email-state';

export function ResendEmailPage() {
  const account = readResendEmailState(useLocation().state);
  const resend = useResendEmail();

  if (!account) {
    return (
      <AuthLayout title="Verify your email">
        <Stack>
          <Text>
            We could not tell which account to verify. Sign in with your email and password and we will take you back
            here to send a new verification link.
          </Text>
          <BackToSignIn />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Please verify your email">
      <Stack>
        <Text>
          Check your inbox: we have emailed{' '}
          <Text span fw={600}>
            {account.email}
          </Text>
          . Open the link in that email to activate your account.
        </Text>
        {/* Sign-up answers alike for a taken address, whose owner gets a sign-in hint instead of a link. */}
        <Text size="sm" c="dimmed">
          If this address already has a Boothdeck account, the email tells you how to sign in instead. No email? Check
          your spam folder, or send a new link.
        </Text>
        <FormAlert message={resend.data?.message ?? null} tone="success" />
        <FormAlert message={resend.isError ? getErrorMessage(resend.error) : null} />
        <Button fullWidth loading={resend.isPending} onClick={() => resend.mutate(account)}>
          Resend verification email
        </Button>
        <BackToSignIn />
      </Stack>
    </AuthLayout>
  );
}
