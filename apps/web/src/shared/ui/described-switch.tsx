import { Group, Switch, type SwitchProps } from '@mantine/core';
import type { ReactNode } from 'react';

type DescribedSwitchProps = Omit<SwitchProps, 'label' | 'description' | 'aria-label'> & {
  label: string;
  description: string;
  /** Shown before the label, for the eye only. */
  icon?: ReactNode;
};

/**
 * A switch with a line of explanation. Mantine puts the description inside the switch's label
 * element, which would make it part of the name; the name is the label alone, and the
 * description is read as the description. On or off is the switch's own state.
 */
export function DescribedSwitch({ label, description, icon, ...props }: DescribedSwitchProps) {
  return (
    <Switch
      {...props}
      aria-label={label}
      label={
        icon ? (
          <Group component="span" gap={8}>
            {icon}
            {label}
          </Group>
        ) : (
          label
        )
      }
      description={description}
    />
  );
}
