import type { PackageSummary } from '@boothdeck/contract';
import { Button } from '@mantine/core';
import { type PackageAvailability, processLabel } from '../lib/package-availability';

type ProcessButtonProps = {
  choice: PackageSummary;
  availability: PackageAvailability;
  isPending: boolean;
  /** Another choice is being sent, or the user is not known yet. */
  isBlocked: boolean;
  onProcess: (choice: PackageSummary) => void;
};

export function ProcessButton({ choice, availability, isPending, isBlocked, onProcess }: ProcessButtonProps) {
  const label = processLabel(choice, availability);
  const isAvailable = availability === 'available';
  return (
    <Button
      fullWidth
      variant={isAvailable ? 'filled' : 'light'}
      color={isAvailable ? undefined : 'gray'}
      loading={isPending}
      disabled={!isAvailable || isBlocked}
      aria-label={`${label} (${choice.name})`}
      onClick={() => onProcess(choice)}
      // A narrow column wraps 'Current package' instead of cutting it off.
      h="auto"
      mih={36}
      py={6}
      // Narrow columns on a phone leave room for a word like 'Subscribe' only with slim sides.
      px={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
    >
      {label}
    </Button>
  );
}
