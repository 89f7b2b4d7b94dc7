import { generatePath } from 'react-router';
import { PATHS } from '@/shared/config/paths';

/** What a link to `/microsite` carries: the event whose microsite step it opens, when it knows one. */
export type MicrositeLinkState = { eventId: number } | null;

/** The microsite step `/microsite` stands for: the event's own, else the wizard's current one. */
export function micrositeStepFor(state: unknown): string {
  const eventId = (state as MicrositeLinkState)?.eventId;
  return Number.isInteger(eventId) && eventId
    ? generatePath(PATHS.editMicrositeStep, { id: String(eventId) })
    : PATHS.micrositeStep;
}
