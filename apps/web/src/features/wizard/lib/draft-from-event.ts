import { type Event, OPTION_STEPS } from '@boothdeck/contract';
import { eventInfoFromEvent } from '../steps/event-info/event-info-schema';
import { featureFromEvent } from '../steps/feature/feature-schema';
import { optionsFromEvent } from '../steps/options/options-schema';
import type { DraftEvent, OptionStepDrafts } from '../stores/draft-store';

/** What the event reply holds of each option step: its first part, null until the step is saved. */
const savedOptionSteps = (event: Event): OptionStepDrafts =>
  Object.fromEntries(
    OPTION_STEPS.flatMap((step) => {
      const saved = event[step.settings[0]];
      return saved == null ? [] : [[step.id, saved]];
    }),
  );

/** The wizard state of a saved draft: each step's data when the server holds it, else nothing. */
export function draftFromEvent(event: Event): DraftEvent {
  return {
    eventId: event.id,
    event_info: eventInfoFromEvent(event),
    feature: event.feature ? featureFromEvent(event) : null,
    event_option: event.event_option ? optionsFromEvent(event) : null,
    optionSteps: savedOptionSteps(event),
  };
}
