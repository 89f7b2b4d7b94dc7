import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, Overlay } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';

type UpgradeOverlayProps = {
  isLocked: boolean;
  /** Where 'Upgrade your package' leads: package choice unless an add-on can unlock it. */
  upgradeTo?: string;
  children: ReactNode;
};

/** Fades a choice the package does not include and pins 'Upgrade your package' to its corner; its name stays readable. */
export function UpgradeOverlay({ isLocked, upgradeTo = PATHS.packages, children }: UpgradeOverlayProps) {
  if (!isLocked) return children;
  return (
    <Box pos="relative" h="100%">
      {children}
      <Overlay color="#fff" backgroundOpacity={0.5} radius="md" zIndex={2} />
      <Button
        component={Link}
        to={upgradeTo}
        size="compact-xs"
        color="orange"
        radius="xl"
        leftSection={<IconLock size={12} />}
        pos="absolute"
        top={-10}
        right={10}
        style={{ zIndex: 3 }}
      >
        {MESSAGES.upgradePackage}
      </Button>
    </Box>
  );
}
