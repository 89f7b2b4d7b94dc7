/**
 * An address may lead straight to a step's template library (the social template library has an
 * address of its own): it reaches the step with this navigation state, and the step opens its library.
 */
import { useLocation } from 'react-router';

export const OPEN_TEMPLATE_LIBRARY = { openTemplateLibrary: true } as const;

/** Whether this visit to the step asked for its template library. */
export function useTemplateLibraryRequested(): boolean {
  const { state } = useLocation();
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).openTemplateLibrary === true;
}
