import { ROLES } from '@boothdeck/contract/roles';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAllowed } from '@/shared/session/role';
import { LONG_TEXT_STYLE } from '@/shared/ui/long-text';

type DetailSectionProps = {
  title: string;
  /** Where Edit goes; a section whose parts have their own Edit links has none. */
  editTo?: string;
  children: ReactNode;
};

/** One section of an event's details (the details page, the wizard's Summary), with its Edit link. */
export function DetailSection({ title, editTo, children }: DetailSectionProps) {
  // Editing an event's set-up is for the owner and admins.
  const canEdit = useAllowed(ROLES.managers);
  return (
    <Paper component="section" withBorder radius="md" shadow="xs" p="lg" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {editTo && canEdit && (
            <Button
              component={Link}
              to={editTo}
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label above its value; a long value (a name) wraps instead of widening the page. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} component="div" style={LONG_TEXT_STYLE}>
        {children}
      </Text>
    </Stack>
  );
}
