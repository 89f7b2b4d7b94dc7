import { ROLES } from '@boothdeck/contract/roles';
import { Box, Burger, Button, Group, useMatches } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDraftStore } from '@/features/wizard/stores/draft-store';
import { PATHS } from '@/shared/config/paths';
import { isTrialUser } from '@/shared/session/membership';
import { useAllowed } from '@/shared/session/role';
import { useSessionStore } from '@/shared/session/session-store';
import { LongText } from '@/shared/ui/long-text';
import { BrandLink } from './brand-link';
import { UserMenu } from './user-menu';

type AppHeaderProps = { isNavOpen: boolean; onToggleNav: () => void };

export function AppHeader({ isNavOpen, onToggleNav }: AppHeaderProps) {
  const user = useSessionStore((state) => state.user);
  // A member is welcomed by their own name; creating events and the package are for those who manage them.
  const member = useSessionStore((state) => state.member);
  const canCreate = useAllowed(ROLES.managers);
  const isOwner = useAllowed(ROLES.owner);
  const buttonSize = useMatches({ base: 'compact-sm', sm: 'sm' });
  // A new event starts from an empty wizard.
  const resetDraft = useDraftStore((state) => state.resetDraft);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={isNavOpen} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <Box visibleFrom="xs">
          <BrandLink to={PATHS.dashboard} />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap" miw={0}>
        {user && (
          <LongText visibleFrom="sm" fw={500} lines={1} maw={260}>
            {`Welcome, ${(member ?? user).first_name}`}
          </LongText>
        )}
        {isOwner && isTrialUser(user) && (
          <Button
            component={Link}
            to={PATHS.packages}
            size={buttonSize}
            variant="light"
            color="orange"
            leftSection={<IconSparkles size={18} />}
          >
            Upgrade
          </Button>
        )}
        {canCreate && (
          <Button
            component={Link}
            to={PATHS.createEvent}
            onClick={resetDraft}
            size={buttonSize}
            leftSection={<IconPlus size={18} />}
          >
            Create event
          </Button>
        )}
        <UserMenu />
      </Group>
    </Group>
  );
}
