import type { BoothCommandKind, FleetBooth } from '@boothdeck/contract';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useSendBoothCommand } from '../api/send-booth-command';
import { agoText } from '../lib/booth-facts';

const COMMAND_LABELS: Record<BoothCommandKind, string> = {
  pause: 'Pause',
  resume: 'Resume',
  reload: 'Reload',
  sign_out: 'Sign out',
};

/** The booth's buttons, and the commands sent that it has not carried out yet. */
type Props = { eventId: number; booth: FleetBooth; isPaused: boolean; readAt: string };

export function BoothCommands({ eventId, booth, isPaused, readAt }: Props) {
  const send = useSendBoothCommand(eventId);
  const run = (kind: BoothCommandKind) =>
    send.mutate(
      { session_id: booth.session_id, kind },
      {
        onSuccess: (reply) => notifications.show({ color: 'teal', message: reply.message }),
        onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
      },
    );
  const busy = send.isPending;
  return (
    <>
      <Group gap="xs">
        {isPaused ? (
          <Button
            size="compact-md"
            variant="light"
            leftSection={<IconPlayerPlay size={16} />}
            disabled={busy}
            onClick={() => run('resume')}
          >
            Resume
          </Button>
        ) : (
          <Button
            size="compact-md"
            variant="light"
            leftSection={<IconPlayerPause size={16} />}
            disabled={busy}
            onClick={() => run('pause')}
          >
            Pause
          </Button>
        )}
        <Button
          size="compact-md"
          variant="default"
          leftSection={<IconRefresh size={16} />}
          disabled={busy}
          onClick={() => run('reload')}
        >
          Reload
        </Button>
        <Button
          size="compact-md"
          variant="subtle"
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={busy}
          onClick={() => run('sign_out')}
        >
          Sign out
        </Button>
      </Group>
      {booth.pending_commands.map((command) => (
        <Text key={command.id} size="sm" c="dimmed">
          {COMMAND_LABELS[command.kind]} sent {agoText(command.issued_at, readAt)}: waiting for the booth's next report.
        </Text>
      ))}
    </>
  );
}
