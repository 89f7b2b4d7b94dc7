import { ROLE_LABELS } from '@boothdeck/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTeam, useWithdrawInvitation } from '../api/team';
import { InviteForm } from '../components/invite-form';
import { MemberCard } from '../components/member-card';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** `/team`: the account's members and open invitations, and a form to invite someone. */
export function TeamPage() {
  useDocumentTitle('Team | Boothdeck');
  const team = useTeam();
  const withdraw = useWithdrawInvitation();

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Team
        </Title>
        <Text c="dimmed" size="sm">
          Invite the people who set up and run your booths, and the brand clients who follow their events. Each member
          works on this account's events with your package, and sees only what their role allows.
        </Text>
      </Stack>
      <Paper withBorder radius="md" shadow="xs" p="lg" component="section" aria-label="Invite">
        <Stack gap="md">
          <Title order={2} fz="h4">
            Invite someone
          </Title>
          <InviteForm />
        </Stack>
      </Paper>
      {team.isPending && <Text size="sm">Loading the team…</Text>}
      {team.isError && (
        <Text size="sm" c="red">
          The team could not be loaded.
        </Text>
      )}
      {team.data && team.data.invitations.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Open invitations">
          <Title order={2} fz="h4">
            Open invitations
          </Title>
          {team.data.invitations.map((invitation) => (
            <Paper key={invitation.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {invitation.email} · {ROLE_LABELS[invitation.role]} · until {dateOf(invitation.expires_at)}
                </Text>
                <Button size="xs" variant="subtle" color="red" onClick={() => withdraw.mutate(invitation.id)}>
                  Withdraw
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {team.data && (
        <Stack gap="xs" component="section" aria-label="Members">
          <Title order={2} fz="h4">
            Members
          </Title>
          {team.data.members.length === 0 && (
            <Text size="sm" c="dimmed">
              No members yet.
            </Text>
          )}
          {team.data.members.map((member) => (
            <MemberCard key={`${member.id}-${member.role}-${member.event_ids.join()}`} member={member} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
