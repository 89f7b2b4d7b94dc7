import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Group, Loader } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { StepIntent } from '../hooks/use-step-save';

type StepActionsProps = {
  isEdit: boolean;
  /** Back in the wizard, or back to the event's details from an edit screen. */
  backTo: string | null;
  pendingIntent: StepIntent | null;
  /** Shows Save as draft (wizard only). */
  onSaveDraft?: () => void;
};

/** The bar under every step: Back, Save as draft and Next in the wizard; Back and Update when editing. */
export function StepActions({ isEdit, backTo, pendingIntent, onSaveDraft }: StepActionsProps) {
  const isPending = pendingIntent !== null;
  // An edit screen's button reads 'Updating...' beside its spinner while the save runs.
  const isUpdating = isEdit && pendingIntent === 'next';
  return (
    <Group justify="space-between" gap="sm" pt="md">
      {backTo ? (
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={18} />}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {!isEdit && onSaveDraft && (
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={onSaveDraft}
            loading={pendingIntent === 'draft'}
            disabled={isPending}
          >
            Save as draft
          </Button>
        )}
        <Button
          type="submit"
          loading={!isEdit && pendingIntent === 'next'}
          disabled={isPending}
          leftSection={isUpdating ? <Loader size={14} color="currentColor" /> : undefined}
          rightSection={isEdit ? undefined : <IconArrowRight size={18} />}
        >
          {isEdit ? (isUpdating ? MESSAGES.updating : 'Update') : 'Next'}
        </Button>
      </Group>
    </Group>
  );
}
