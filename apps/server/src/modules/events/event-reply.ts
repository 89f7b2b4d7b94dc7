/** Event rows → the contract's Event and EventSummary (instants, wall times, image URL, tab, flags). */
import type { Event, EventOption, EventOptionSettings, EventSummary, Feature } from '@boothdeck/contract';
import { FEATURE_KEYS, NO_OPTION_SETTINGS } from '@boothdeck/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import { instantToWallTime } from '../../shared/wall-times.ts';
import { type FeatureFlags, type OptionFlags, parseFeatureFlags, parseOptionFlags } from './event-flags.ts';
import { eventStateAt } from './event-state.ts';
import type { EventRow } from './events.tables.ts';

export type ReplyContext = { appUrl: string; storage: Storage; nowIso: string };

/** Each feature as the API's list whose first item says selected (lock 'enable') or not. */
export function featureOf(flags: FeatureFlags): Feature {
  return Object.fromEntries(
    FEATURE_KEYS.map((key) => [
      key,
      [flags[key] === 1 ? { status: 1, lock: 'enable' } : { status: 0, lock: 'disable' }],
    ]),
  ) as Feature;
}

export const eventOptionOf = (flags: OptionFlags, password: string | null): EventOption => ({
  ...flags,
  password: password ?? '',
});

export const mediaLinkOf = (appUrl: string, uuid: string) =>
  `${appUrl}/api/v1/file/download?type=all&event_id=${encodeURIComponent(uuid)}`;

export function eventSummaryOf(row: EventRow, context: ReplyContext): EventSummary {
  return {
    id: row.id,
    uuid: row.uuid,
    event_name: row.event_name,
    venue_name: row.venue_name,
    event_details: row.event_details,
    time_zone: row.time_zone,
    event_start_date: row.start_at,
    event_end_date: row.end_at,
    event_start_local: instantToWallTime(row.start_at, row.time_zone),
    event_end_local: instantToWallTime(row.end_at, row.time_zone),
    life_time: row.life_time === 1 ? 1 : 0,
    event_info_image: row.image_path === null ? null : context.storage.publicUrl(row.image_path),
    state: eventStateAt(row, context.nowIso),
    media_link: mediaLinkOf(context.appUrl, row.uuid),
    created_at: row.created_at,
  };
}

/** The whole event; `settings` are its option steps' saved settings (from the options module). */
export function eventOf(
  row: EventRow,
  context: ReplyContext,
  settings: EventOptionSettings = NO_OPTION_SETTINGS,
): Event {
  const features = parseFeatureFlags(row.features);
  const options = parseOptionFlags(row.options);
  return {
    ...eventSummaryOf(row, context),
    feature: features && featureOf(features),
    event_option: options && eventOptionOf(options, row.admin_password),
    device: row.device,
    is_paid: row.paid_payment_id !== null,
    ...settings,
  };
}
