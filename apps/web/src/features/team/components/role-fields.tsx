import { ROLE_DESCRIPTIONS, ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@boothdeck/contract/roles';
import { MultiSelect, Select, Stack } from '@mantine/core';
import { useEventChoices } from '@/shared/api/event-choices';

export const ROLE_CHOICES = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

type RoleFieldsProps = {
  role: TeamRole;
  eventIds: number[];
  onRole: (role: TeamRole) => void;
  onEvents: (eventIds: number[]) => void;
  errors?: { role?: string | undefined; event_ids?: string | undefined };
};

/** A member's role, what it allows, and for a client the events they see. */
export function RoleFields({ role, eventIds, onRole, onEvents, errors = {} }: RoleFieldsProps) {
  const events = useEventChoices();
  return (
    <Stack gap="sm">
      <Select
        label="Role"
        data={ROLE_CHOICES}
        value={role}
        allowDeselect={false}
        description={ROLE_DESCRIPTIONS[role]}
        error={errors.role}
        onChange={(value) => value && onRole(value as TeamRole)}
      />
      {role === 'client' && (
        <MultiSelect
          label="Events they see"
          placeholder="Choose events"
          data={(events.data ?? []).map((event) => ({ value: String(event.id), label: event.name }))}
          value={eventIds.map(String)}
          searchable
          nothingFoundMessage="No event of that name"
          error={errors.event_ids}
          onChange={(values) => onEvents(values.map(Number))}
        />
      )}
    </Stack>
  );
}
