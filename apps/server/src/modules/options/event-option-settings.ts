/**
 * Every option step's saved settings of one event, for the event reply (show-event,
 * continue/draft-event), and the files they own, removed with the event: each step of the
 * registry reads its own part.
 */
import type { EventOptionSettings } from '@boothdeck/contract';
import { NO_OPTION_SETTINGS } from '@boothdeck/contract';
import type { OptionSettingsSource } from '../events/index.ts';
import type { OptionsContext } from './option-context.ts';
import type { StoredSettings } from './option-step.ts';
import { OPTION_STEP_MODULES } from './option-steps.ts';

/** The files an event's option settings own: removed with the event, copied with a duplicate. */
export const ownedFilesOf = (stored: StoredSettings): string[] =>
  OPTION_STEP_MODULES.flatMap((step) => step.filesOf?.(stored) ?? []);

async function storedSettings(options: OptionsContext, eventId: number): Promise<StoredSettings> {
  const [docs, customFrames] = await Promise.all([
    options.settings.all(eventId),
    options.choices.customFrames(eventId),
  ]);
  return { docs, customFrames };
}

export function createOptionSettingsSource(options: OptionsContext): OptionSettingsSource {
  return {
    async settingsOf(event): Promise<EventOptionSettings> {
      const stored = await storedSettings(options, event.id);
      const parts = await Promise.all(OPTION_STEP_MODULES.map((step) => step.read({ ...stored, options, event })));
      return Object.assign({ ...NO_OPTION_SETTINGS }, ...parts);
    },

    async filesOf(eventId: number): Promise<string[]> {
      return ownedFilesOf(await storedSettings(options, eventId));
    },
  };
}
