/**
 * The option steps' settings and choices of each event, and the organisers' saved templates. Table types, with the conventions of db/schema.ts.
 */
import type { OptionStepId } from '@boothdeck/contract';
import type { Generated } from '../../db/column-types.ts';

/** Option settings of an event: one JSON document per event and step, keyed by the step's id (see the options module). */
export type EventSettingKind = OptionStepId;

export type EventSettingsTable = { event_id: number; kind: EventSettingKind; settings: string; updated_at: string };

/** Library items an event uses, in the organiser's order; `settings` is JSON. */
export type EventGifsTable = { event_id: number; gif_id: number; position: number; settings: string };

export type EventBurstGifsTable = { event_id: number; burst_gif_id: number; position: number; settings: string };

export type EventPropsTable = { event_id: number; prop_id: number; position: number };

export type EventFramesTable = { event_id: number; frame_id: number; position: number };

export type EventFiltersTable = { event_id: number; color_filter_id: number; position: number };

/** An organiser's overlay for one frame or one 3 in 1 animation (exactly one of the two ids is set). */
export type CustomFramesTable = {
  id: Generated<number>;
  event_id: number;
  frame_id: number | null;
  gif_id: number | null;
  file_path: string;
  created_at: string;
};

/** An offer of an event; `expire_at` is a UTC instant. */
export type IncentiveOffersTable = {
  id: Generated<number>;
  event_id: number;
  offer_name: string;
  uses_limit: number;
  expire_at: string;
  position: number;
  created_at: string;
  updated_at: string;
};

/** Templates an organiser saved under a name; `contents` is JSON. */
export type SavedEmailTemplatesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  email_template_id: number;
  contents: string;
  created_at: string;
};

export type SavedMicrositeTemplatesTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  microsite_template_id: number;
  contents: string;
  created_at: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type OptionsTables = {
  event_settings: EventSettingsTable;
  event_gifs: EventGifsTable;
  event_burst_gifs: EventBurstGifsTable;
  event_props: EventPropsTable;
  event_frames: EventFramesTable;
  event_filters: EventFiltersTable;
  custom_frames: CustomFramesTable;
  incentive_offers: IncentiveOffersTable;
  saved_email_templates: SavedEmailTemplatesTable;
  saved_microsite_templates: SavedMicrositeTemplatesTable;
};
