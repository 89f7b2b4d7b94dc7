import { ROLE_LABELS } from '@boothdeck/contract/roles';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEventActivity } from '../api/event-activity';

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The event's activity: each change, moderation, resend or command with who made it and when. */
export function EventActivity({ eventId }: { eventId: number }) {
  const activity = useEventActivity(eventId);
  const lines = activity.data?.activity ?? [];
  return (
    <Paper component="section" withBorder radius="md" shadow="xs" p="lg" aria-label="Activity">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Activity
        </Title>
        {activity.isError && (
          <Text size="sm" c="red">
            The activity could not be loaded.
          </Text>
        )}
        {activity.data && lines.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing has been changed at this event yet.
          </Text>
        )}
        {lines.map((line) => (
          <Stack key={line.id} gap={0}>
            <Text size="sm">
              <strong>{line.actor_name}</strong> ({ROLE_LABELS[line.actor_role]}): {line.action}
            </Text>
            <Text size="xs" c="dimmed">
              {timeOf(line.created_at)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
