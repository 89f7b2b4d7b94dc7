import { ROLES } from '@boothdeck/contract/roles';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useAllowed } from '@/shared/session/role';

/**
 * What an organiser without any event sees instead of empty charts and lists: what an event is
 * for and the one step that gets them going. (A new organiser's wizard draft is empty already: it
 * is cleared when a session ends.)
 */
export function FirstEventPrompt() {
  // Only those who set events up are asked to create one.
  if (!useAllowed(ROLES.managers)) return null;
  return (
    <Paper component="section" aria-labelledby="first-event-title" withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" align="flex-start" maw={620}>
        <Title id="first-event-title" order={2} fz="h3">
          Create your first event
        </Title>
        <Text>
          An event holds everything the booth does at one occasion: its frames, filters and props, how guests share
          their photos, and the details you collect. Set it up in a few steps, then run it on a booth.
        </Text>
        <Text c="dimmed" size="sm">
          Once guests use the booth, its media, shares and leads show here.
        </Text>
        <Button component={Link} to={PATHS.createEvent} leftSection={<IconPlus size={18} />}>
          Create your first event
        </Button>
      </Stack>
    </Paper>
  );
}
