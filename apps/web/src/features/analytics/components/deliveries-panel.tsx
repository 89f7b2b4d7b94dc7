import { DELIVERY_FAILURES_LIMIT, DELIVERY_STATUSES, type EventDeliveriesReply } from '@boothdeck/contract';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { formatCount } from '@/shared/lib/format-count';
import { notifyDone } from '@/shared/ui/notify';
import { PanelCard } from '@/shared/ui/panel-card';
import { useEventDeliveries, useResendDeliveries } from '../api/deliveries-api';
import { DeliveryFailures, STATUS_LABELS } from './delivery-failures';

const STATUS_COLORS: Record<(typeof DELIVERY_STATUSES)[number], string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'teal',
  opened: 'green',
  failed: 'red',
  unknown: 'orange',
};

function StatusCounts({ counts }: { counts: EventDeliveriesReply['counts'] | undefined }) {
  // `unknown` only shows when there is one: most events never have it.
  const shown = DELIVERY_STATUSES.filter((status) => status !== 'unknown' || (counts?.unknown ?? 0) > 0);
  return (
    <SimpleGrid cols={{ base: 3, md: shown.length }} spacing="sm" component="dl" m={0}>
      {shown.map((status) => (
        <Stack key={status} gap={0} p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {STATUS_LABELS[status]}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} c={STATUS_COLORS[status]}>
            {counts ? formatCount(counts[status]) : <Skeleton h={28} w={48} aria-label={`Loading ${status}`} />}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The event's e-mails and SMS (guests' shares, messages to leads, vouchers): how many are in each
 * status, the ones that failed with the reason, and Resend for one or all of them.
 */
export function DeliveriesPanel({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const query = useEventDeliveries(eventId);
  const resend = useResendDeliveries(eventId);
  const [resending, setResending] = useState<number | 'all' | null>(null);
  const counts = query.data?.counts;
  const failures = query.data?.failures ?? [];
  const total = counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : 0;

  const resendNow = (deliveryId: number | undefined) => {
    setResending(deliveryId ?? 'all');
    resend.mutate(deliveryId, {
      onSuccess: (reply) => notifyDone({ title: 'Sending again', message: reply.message }),
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      onSettled: () => setResending(null),
    });
  };

  return (
    <PanelCard
      title="Deliveries"
      subtitle="The e-mails and text messages this event sent to guests and leads"
      actions={
        failures.length > 0 && (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={resending === 'all'}
            disabled={resending !== null && resending !== 'all'}
            onClick={() => resendNow(undefined)}
          >
            Resend all failed ({formatCount(counts?.failed)})
          </Button>
        )
      }
    >
      {query.isError ? (
        <Alert color="red" title="The deliveries could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{getErrorMessage(query.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : query.isPending ? (
        <Stack gap="sm" aria-label="Loading deliveries">
          <StatusCounts counts={undefined} />
          <Skeleton h={80} />
        </Stack>
      ) : total === 0 ? (
        <Text c="dimmed" size="sm">
          No e-mails or text messages yet. Guests' shares, messages to leads and vouchers show here once they are sent.
        </Text>
      ) : (
        <Stack gap="md">
          <StatusCounts counts={counts} />
          {failures.length === 0 ? (
            <Text size="sm" c="dimmed">
              No failed messages.
            </Text>
          ) : (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  Failed messages
                </Text>
                {(counts?.failed ?? 0) > failures.length && (
                  <Text size="xs" c="dimmed">
                    The {DELIVERY_FAILURES_LIMIT} most recent are shown.
                  </Text>
                )}
              </Group>
              <DeliveryFailures failures={failures} resending={resending} onResend={resendNow} timeZone={timeZone} />
            </Stack>
          )}
        </Stack>
      )}
    </PanelCard>
  );
}
