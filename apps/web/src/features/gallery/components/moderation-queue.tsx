import type { ModeratedItem } from '@boothdeck/contract';
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChecks, IconPhotoOff, IconX } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';
import { type ModerationAction, useModerationDecision, useModerationQueue } from '../api/moderation-queue';

type ModerationQueueProps = { eventId: number };

/**
 * The captures waiting for approval, oldest first, each with Approve and Reject, and Approve all.
 * Compact enough for a phone at the venue: two tiles a row there, more on wider screens. Shown
 * while the event asks for approval, or while anything still waits.
 */
export function ModerationQueue({ eventId }: ModerationQueueProps) {
  const query = useModerationQueue(eventId);
  const decision = useModerationDecision(eventId);
  if (!query.data) return null;
  const { approve_captures, queue } = query.data;
  if (approve_captures === 0 && queue.total === 0) return null;

  const act = (action: ModerationAction) =>
    decision.mutate(action, {
      onError: (error) => notifications.show({ color: 'red', title: 'Not saved', message: getErrorMessage(error) }),
    });
  const hidden = queue.total - queue.data.length;

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="moderation-queue-title">
      <Group justify="space-between" gap="xs" mb="sm">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" id="moderation-queue-title">
            Waiting for approval
          </Title>
          <Badge color={queue.total > 0 ? 'orange' : 'gray'} aria-label={`${queue.total} waiting`}>
            {queue.total}
          </Badge>
        </Group>
        <Button
          size="xs"
          leftSection={<IconChecks size={16} />}
          disabled={queue.total === 0}
          loading={decision.isPending && decision.variables === 'approve-all'}
          onClick={() => act('approve-all')}
        >
          Approve all
        </Button>
      </Group>
      {queue.total === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing is waiting. New captures appear here before guests can see them.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="xs">
          {queue.data.map((item, index) => (
            <QueueTile key={item.id} item={item} number={index + 1} onDecide={act} busy={decision.isPending} />
          ))}
        </SimpleGrid>
      )}
      {hidden > 0 && (
        <Text c="dimmed" size="xs" mt="xs">
          {hidden} more after these.
        </Text>
      )}
    </Card>
  );
}

type QueueTileProps = {
  item: ModeratedItem;
  number: number;
  busy: boolean;
  onDecide: (action: ModerationAction) => void;
};

function QueueTile({ item, number, busy, onDecide }: QueueTileProps) {
  const name = `capture ${number}`;
  return (
    <Box>
      <AspectRatio ratio={1}>
        <Box bg="gray.2" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
          {item.event_photo ? (
            <Image src={item.event_photo} alt={`Waiting ${name}`} h="100%" w="100%" fit="cover" />
          ) : (
            <IconPhotoOff size={28} />
          )}
        </Box>
      </AspectRatio>
      <Group grow gap={4} mt={4}>
        <ActionIcon
          size="lg"
          color="green"
          variant="filled"
          aria-label={`Approve ${name}`}
          disabled={busy}
          onClick={() => onDecide({ mediaIds: [item.id], decision: 'approved' })}
        >
          <IconCheck size={18} />
        </ActionIcon>
        <ActionIcon
          size="lg"
          color="red"
          variant="light"
          aria-label={`Reject ${name}`}
          disabled={busy}
          onClick={() => onDecide({ mediaIds: [item.id], decision: 'rejected' })}
        >
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
