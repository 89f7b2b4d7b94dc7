import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';

/** Opens the capture settings of one chosen animation, named by its label. */
export function SettingsButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconAdjustments size={14} />}
      onClick={onClick}
      aria-label={`Settings of ${label}`}
    >
      Settings
    </Button>
  );
}
