import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import type { MicrositeLinkState } from '@/shared/lib/microsite-link';

/** The share previews' way back: `/microsite`, which opens the previewed event's microsite step. */
export function BackToMicrosite({ eventId, color }: { eventId?: number; color?: string }) {
  const state: MicrositeLinkState = eventId ? { eventId } : null;
  return (
    <Anchor component={Link} to={PATHS.microsite} state={state} c={color}>
      Back to microsite
    </Anchor>
  );
}
