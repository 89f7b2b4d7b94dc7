/** What one option step is to the rest of the server: what its folder's `<step>.step.ts` exports. */
import type { EventOptionSettings, OptionStepId, OptionStepSettings } from '@boothdeck/contract';
import type { HandledEndpoint } from '../../plugins/endpoints.ts';
import type { CustomFrameRow } from './event-choices.repository.ts';
import type { OptionTable } from './event-copies.repository.ts';
import type { OptionsContext, SettingDocs } from './option-context.ts';

/** An event's stored option settings that several steps read: its setting documents and custom frames. */
export type StoredSettings = { docs: SettingDocs; customFrames: CustomFrameRow[] };

export type StepReadContext = StoredSettings & {
  options: OptionsContext;
  event: { id: number; timeZone: string };
};

/** What reading an event's chosen library items takes, each shown with its custom frames. */
export type ChosenItemsContext = Pick<StepReadContext, 'options' | 'customFrames'> & { eventId: number };

/** A table of the event's rows that holds the step's settings (copied with a duplicate). */
export type StepTable = Exclude<OptionTable, 'event_settings'>;

/** The step's parts of the event reply, as its row of the contract's OPTION_STEPS names them. */
type StepSettings<Id extends OptionStepId> = Pick<EventOptionSettings, OptionStepSettings<Id>>;

export type OptionStep<Id extends OptionStepId> = {
  /** The step's id, its row in the contract's OPTION_STEPS and the name of its folder. */
  id: Id;
  /**
   * The tables of the event's rows holding its settings; a setting document, if it keeps one, is
   * keyed by its id (`options.settings`).
   */
  tables: StepTable[];
  /** Its parts of the event reply (show-event, continue/draft-event). */
  read(context: StepReadContext): Promise<StepSettings<Id>> | StepSettings<Id>;
  /** Storage keys of the files its settings own: removed with the event, copied with a duplicate. */
  filesOf?(stored: StoredSettings): string[];
  /** Its calls, each with its handler. */
  endpoints(options: OptionsContext): HandledEndpoint[];
};

/** Lists are null when nothing is chosen, like the settings of a step never saved. */
export const listOrNull = <T>(items: T[]): T[] | null => (items.length > 0 ? items : null);
