import { Checkbox, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { UpgradeOverlay } from './upgrade-overlay';

type ChoiceTileProps = {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown ticked and fixed (Still Photo). */
  isFixed?: boolean;
  /** The package does not include it: disabled under 'Upgrade your package'. */
  isLocked?: boolean;
  /** Where a locked choice's 'Upgrade your package' leads. */
  upgradeTo?: string;
};

/** One tickable feature or option, as a card. */
export function ChoiceTile({
  label,
  icon,
  checked,
  onChange,
  isFixed = false,
  isLocked = false,
  upgradeTo,
}: ChoiceTileProps) {
  const isDisabled = isFixed || isLocked;
  return (
    <UpgradeOverlay isLocked={isLocked} upgradeTo={upgradeTo}>
      <Checkbox.Card
        checked={checked}
        onChange={onChange}
        disabled={isDisabled}
        radius="md"
        p="md"
        h="100%"
        bg={checked ? 'var(--mantine-color-indigo-light)' : undefined}
        style={{ opacity: isFixed ? 0.85 : undefined, cursor: isDisabled ? 'not-allowed' : undefined }}
      >
        <Group wrap="nowrap" gap="sm">
          <Checkbox.Indicator disabled={isDisabled} />
          <ThemeIcon variant="light" radius="md" size="lg">
            {icon}
          </ThemeIcon>
          <Text fw={500} size="sm">
            {label}
          </Text>
        </Group>
      </Checkbox.Card>
    </UpgradeOverlay>
  );
}
