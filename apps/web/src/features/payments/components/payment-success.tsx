import { PAYMENT_SUCCESS_REDIRECT_MS } from '@boothdeck/contract/constants';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useCountdown } from '../hooks/use-countdown';

type PaymentSuccessProps = {
  /** Where the countdown leads. */
  to: string;
  /** What the user finds there, as in 'Taking you to your dashboard'. */
  destination: string;
};

/** Confirms a payment, then opens `to` after the three-second countdown (or at once with the button). */
export function PaymentSuccess({ to, destination }: PaymentSuccessProps) {
  useDocumentTitle(`${MESSAGES.paymentSuccessful} | Boothdeck`);
  const navigate = useNavigate();
  const secondsLeft = useCountdown(PAYMENT_SUCCESS_REDIRECT_MS, () => navigate(to, { replace: true }));
  return (
    <Center mih="60dvh">
      <Paper withBorder radius="md" shadow="xs" p="xl" w="100%" maw={480}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={44} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {MESSAGES.paymentSuccessful}
          </Title>
          <Text fz="lg">{MESSAGES.paymentReceived}</Text>
          <Text c="dimmed" role="status">
            Taking you to {destination} in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
          </Text>
          <Button component={Link} to={to} replace variant="light">
            Go to {destination} now
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
