import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ItemActionButtonProps = { icon: ReactNode; ariaLabel: string; onClick: () => void; children: ReactNode };

/** A small action on one chosen item, its name saying which item it acts on. */
export function ItemActionButton({ icon, ariaLabel, onClick, children }: ItemActionButtonProps) {
  return (
    <Button size="compact-sm" variant="light" leftSection={icon} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}

/** Opens the capture settings of one chosen animation, named by its label. */
export function SettingsButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ItemActionButton icon={<IconAdjustments size={14} />} ariaLabel={`Settings of ${label}`} onClick={onClick}>
      Settings
    </ItemActionButton>
  );
}
