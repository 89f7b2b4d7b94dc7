import { MESSAGES } from '@boothdeck/contract/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { invalidateEventReads } from '@/shared/api/event-reads';
import { PATHS } from '@/shared/config/paths';
import type { StepMode } from '../lib/step-mode';

/** Next saves and moves on; Save as draft saves and stays. Edit screens only have Update, which acts as Next. */
export type StepIntent = 'next' | 'draft';

type SaveHandlers<Reply> = {
  /** Keeps what was saved (the wizard's draft state); called before moving on. */
  onSaved?: (reply: Reply) => void;
  /** Where Next goes in the wizard, worked out once the draft holds the saved values. */
  nextPath: () => string;
  onError?: (error: unknown) => void;
};

/**
 * Saving a step: one call at a time, the pressed button busy meanwhile. In the wizard Next moves on and
 * Save as draft confirms in place; on an edit screen the event's details page opens with 'Information Updated.'.
 */
export function useStepSave<Body, Reply>(mode: StepMode, saveStep: (body: Body) => Promise<Reply>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<StepIntent>('next');
  const mutation = useMutation({
    mutationFn: saveStep,
    onSuccess: () => invalidateEventReads(queryClient),
  });

  const save = (body: Body, chosen: StepIntent, { onSaved, nextPath, onError }: SaveHandlers<Reply>) => {
    if (mutation.isPending) return;
    setIntent(chosen);
    mutation.mutate(body, {
      onError,
      onSuccess: (reply) => {
        onSaved?.(reply);
        if (mode.kind === 'edit') {
          const details = generatePath(PATHS.eventDetails, { id: String(mode.event.id) });
          navigate(details, { state: { message: MESSAGES.informationUpdated } });
        } else if (chosen === 'draft') {
          notifications.show({ color: 'teal', message: MESSAGES.draftSaved });
        } else {
          navigate(nextPath());
        }
      },
    });
  };

  return { save, pendingIntent: mutation.isPending ? intent : null };
}
