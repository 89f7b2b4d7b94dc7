import type { DeliveryFailure, DeliveryStatus } from '@boothdeck/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatEventInstant } from '@/shared/lib/event-time';
import { LongText } from '@/shared/ui/long-text';

const PURPOSE_LABELS: Record<DeliveryFailure['purpose'], string> = {
  share: 'Guest share',
  lead_message: 'Message to a lead',
  voucher: 'Voucher',
};

export const STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  failed: 'Failed',
  unknown: 'Unknown',
};

type Props = {
  failures: DeliveryFailure[];
  /** The row being sent again right now, or all of them. */
  resending: number | 'all' | null;
  onResend: (deliveryId: number) => void;
  /** The event's zone: failure times are shown on its clock. */
  timeZone: string;
};

const attemptsOf = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`);

/** Each failed message: to whom, what, why, and its Resend button; the parts wrap on a phone. */
export function DeliveryFailures({ failures, resending, onResend, timeZone }: Props) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Failed messages" style={{ listStyle: 'none' }}>
      {failures.map((failure) => (
        <Paper key={failure.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Badge variant="light" color={failure.channel === 'sms' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
                  {failure.channel === 'sms' ? 'SMS' : 'E-mail'}
                </Badge>
                <LongText size="sm" fw={600}>
                  {failure.recipient}
                </LongText>
              </Group>
              <Text size="sm" c="red.8">
                {failure.reason || 'No reason given'}
              </Text>
              <Text size="xs" c="dimmed">
                {PURPOSE_LABELS[failure.purpose]} · failed {formatEventInstant(failure.failed_at, timeZone)} ·{' '}
                {attemptsOf(failure.attempts)}
              </Text>
              {failure.fallback && (
                <Text size="xs">
                  Sent by e-mail to {failure.fallback.recipient} instead: {STATUS_LABELS[failure.fallback.status]}
                </Text>
              )}
            </Stack>
            <Button
              size="xs"
              variant="light"
              loading={resending === failure.id}
              disabled={resending !== null && resending !== failure.id}
              onClick={() => onResend(failure.id)}
              aria-label={`Resend to ${failure.recipient}`}
            >
              Resend
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
