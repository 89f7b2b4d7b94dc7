/**
 * A strip session: an event that prints 2×6 strips takes its photo as 3 or 4 shots in a row, each
 * after its own countdown, laid into one strip (see `composeStrip`).
 */
import type { BoothEvent } from '@boothdeck/contract';

/** The shots of a strip session, or null when the event's photos are single shots. */
export function stripShotsOf(event: Pick<BoothEvent, 'options' | 'printing'>): number | null {
  if (event.options.printing !== 1 || event.printing?.paper !== '2x6-strips') return null;
  return event.printing.strip_shots;
}
