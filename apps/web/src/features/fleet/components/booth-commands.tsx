import type { BoothCommandKind, FleetBooth } from '@boothdeck/contract';
import { Button, type ButtonProps, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
const BUTTON_ICONS: Record<BoothCommandKind, ReactNode> = {
  pause: <IconPlayerPause size={16} />,
  resume: <IconPlayerPlay size={16} />,
  reload: <IconRefresh size={16} />,
  sign_out: <IconLogout size={16} />,
};

const BUTTON_LOOKS: Record<BoothCommandKind, ButtonProps> = {
  pause: { variant: 'light' },
  resume: { variant: 'light' },
  reload: { variant: 'default' },
  sign_out: { variant: 'subtle', color: 'red' },
};

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
  // Pause or Resume, whichever the booth's last report calls for, then Reload and Sign out.
  const buttons = [isPaused ? 'resume' : 'pause', 'reload', 'sign_out'] as const;
  return (
    <>
      <Group gap="xs">
        {buttons.map((kind) => (
          <Button
            key={kind}
            size="compact-md"
            {...BUTTON_LOOKS[kind]}
            leftSection={BUTTON_ICONS[kind]}
            disabled={send.isPending}
            onClick={() => run(kind)}
          >
            {COMMAND_LABELS[kind]}
          </Button>
        ))}
      </Group>
      {booth.pending_commands.map((command) => (
        <Text key={command.id} size="sm" c="dimmed">
          {COMMAND_LABELS[command.kind]} sent {agoText(command.issued_at, readAt)}: waiting for the booth's next report.
        </Text>
      ))}
    </>
  );
}
