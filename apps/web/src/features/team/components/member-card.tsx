import { ROLE_LABELS, type TeamMember } from '@boothdeck/contract';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form-alert';
import { notifyDone } from '@/shared/ui/notify';
import { useChangeRole, useRemoveMember } from '../api/team';
import { RoleFields } from './role-fields';

/** One member: who, their role (changeable), a client's events, and removal (which signs them out everywhere). */
export function MemberCard({ member }: { member: TeamMember }) {
  const [role, setRole] = useState(member.role);
  const [eventIds, setEventIds] = useState(member.event_ids);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeRole();
  const remove = useRemoveMember();
  const changed = role !== member.role || eventIds.join() !== member.event_ids.join();
  const name = `${member.first_name} ${member.last_name}`.trim();
  const error = change.error ?? remove.error;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {member.email}
            </Text>
          </Stack>
          <Badge variant="light">{ROLE_LABELS[member.role]}</Badge>
        </Group>
        <RoleFields role={role} eventIds={eventIds} onRole={setRole} onEvents={setEventIds} />
        <FormAlert message={error ? getErrorMessage(error) : null} />
        <Group justify="space-between">
          <Button
            variant="light"
            disabled={!changed}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { id: member.id, role, event_ids: eventIds },
                { onSuccess: ({ message }) => notifyDone({ title: name, message }) },
              )
            }
          >
            Save role
          </Button>
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove member" centered size="sm">
        <Stack gap="lg">
          <Text>
            Remove {name} from the team? They are signed out everywhere at once and can no longer open this account.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(member.id, {
                  onSuccess: ({ message }) => notifyDone({ title: name, message }),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
