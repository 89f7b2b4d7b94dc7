import { ROLE_LABELS } from '@boothdeck/contract/roles';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEventActivity } from '../api/event-activity';

/** The time alone for today's lines, with the date before today. */
function timeOf(iso: string): string {
  const at = new Date(iso);
  const today = at.toDateString() === new Date().toDateString();
  return at.toLocaleString(undefined, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
}

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
          <Text key={line.id} size="sm">
            <strong>{line.actor_name}</strong> ({ROLE_LABELS[line.actor_role]}) {line.action}{' '}
            <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              · {timeOf(line.created_at)}
            </Text>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
