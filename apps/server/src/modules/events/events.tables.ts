/**
 * Events. Table types, with the conventions of db/schema.ts.
 */

import type { Selectable } from 'kysely';
import type { Generated } from '../../db/column-types.ts';

export type EventStatus = 'draft' | 'final';

/**
 * An organiser's event. Drafts are never finalised; a final event is live, upcoming or past by
 * its start_at/end_at against now (ongoing events end 200 years after their start). `features`
 * and `options` are JSON objects of 0/1 flags, null until their wizard step is saved.
 */
export type EventsTable = {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  event_name: string;
  event_details: Generated<string>;
  venue_name: Generated<string>;
  time_zone: string;
  start_at: string;
  end_at: string;
  life_time: Generated<number>;
  /** Storage key of the event image, e.g. 'event_info_image/3f9c….png'. */
  image_path: string | null;
  features: string | null;
  options: string | null;
  admin_password: string | null;
  status: Generated<EventStatus>;
  finalised_at: string | null;
  /** Device bought for a single-package event. */
  device: number | null;
  paid_payment_id: number | null;
  /** JSON of the event's guest languages (`EventLanguages`); null is English only. */
  languages: string | null;
  created_at: string;
  updated_at: string;
};

export type EventRow = Selectable<EventsTable>;

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type EventsTables = {
  events: EventsTable;
};
