import { type DeliveryFailure, type DeliveryStatus, LIST_DATE_FORMAT } from '@boothdeck/contract';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { dayjs } from '@/shared/lib/dayjs';
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
  /** The row being sent again right now, if any. */
  resending: number | 'all' | null;
  onResend: (deliveryId: number) => void;
};

/** Each failed message: to whom, what, why, and its Resend button. */
export function DeliveryFailures({ failures, resending, onResend }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label="Failed messages">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Failed</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failures.map((failure) => (
            <Table.Tr key={failure.id}>
              <Table.Td>
                <Stack gap={2}>
                  <LongText size="sm">{failure.recipient}</LongText>
                  <Badge variant="light" color={failure.channel === 'sms' ? 'grape' : 'blue'} w="fit-content">
                    {failure.channel === 'sms' ? 'SMS' : 'E-mail'}
                  </Badge>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{PURPOSE_LABELS[failure.purpose]}</Text>
                {failure.fallback && (
                  <Text size="xs" c="dimmed">
                    Sent by e-mail to {failure.fallback.recipient} instead: {STATUS_LABELS[failure.fallback.status]}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="red.8">
                  {failure.reason || 'No reason given'}
                </Text>
                <Text size="xs" c="dimmed">
                  {failure.attempts === 1 ? '1 attempt' : `${failure.attempts} attempts`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dayjs(failure.failed_at).format(LIST_DATE_FORMAT)}</Text>
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
