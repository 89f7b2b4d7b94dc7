/**
 * Copies an event's option settings to its duplicate, inside the duplicate's transaction: the
 * rows of every option table (the steps' in the registry, and the setting documents) with the new
 * event's id, and a copy of every file those rows own, so each event owns its files and removing
 * one never breaks the other. What guests did at the event (captures, shares, leads) stays with
 * the original.
 */

import type { CopyOptionSettings } from '../events/index.ts';
import type { CustomFrameRow } from './event-choices.repository.ts';
import { createEventCopiesRepository, GUEST_ACTIVITY_TABLES, type OptionTable } from './event-copies.repository.ts';
import { ownedFilesOf } from './event-option-settings.ts';
import type { OptionImages } from './option-images.ts';
import { OPTION_STEP_MODULES } from './option-steps.ts';
import type { EventSettingKind } from './options.tables.ts';

export const COPIED_TABLES: OptionTable[] = [
  'event_settings',
  ...new Set(OPTION_STEP_MODULES.flatMap((step) => step.tables)),
];

/**
 * The original's alone: what guests did there (and what their erasures left counted), the booths
 * signed in to it with their reports, alerts and commands, their uploads in progress and prints,
 * its report links, who did what to it and who of a team may see it, its guests' data requests
 * and retention, what its webhooks were told and the webhook endpoints kept for it alone (a copy
 * starts with none of them).
 */
export const NOT_COPIED_TABLES: string[] = [
  ...GUEST_ACTIVITY_TABLES,
  'gallery_visitors',
  'erased_counts',
  'booth_sessions',
  'booth_reports',
  'booth_report_history',
  'booth_alerts',
  'booth_commands',
  'resumable_uploads',
  'print_jobs',
  'report_links',
  'event_activity',
  'team_member_events',
  'data_requests',
  'guest_erasures',
  'event_retention',
  'webhook_events',
  'webhook_endpoints',
];

/** Stamped with the time of the copy rather than kept from the source. */
const TIMESTAMPS = new Set(['created_at', 'updated_at']);

/**
 * The row as the copy's: its own id (generated), the copy's event id, and each source file key
 * swapped for its copy's, whether the key is a column's value or inside a JSON document (keys are
 * random server-made names, so nothing else can contain one).
 */
function copiedRow(row: object, eventId: number, files: Map<string, string>, nowIso: string): object {
  const swapped = Object.entries(row).flatMap(([column, value]): [string, unknown][] => {
    if (column === 'id') return [];
    if (column === 'event_id') return [[column, eventId]];
    if (TIMESTAMPS.has(column)) return [[column, nowIso]];
    if (typeof value !== 'string') return [[column, value]];
    return [[column, [...files].reduce((text, [from, to]) => text.replaceAll(from, to), value)]];
  });
  return Object.fromEntries(swapped);
}

/** Rows in the order they were made, so the copy's ids keep the source's order. */
const byId = (a: object, b: object) => ('id' in a && 'id' in b ? Number(a.id) - Number(b.id) : 0);

export function createOptionSettingsCopier(images: OptionImages): CopyOptionSettings {
  return async (trx, { from, to, nowIso }) => {
    const copies = createEventCopiesRepository(trx);
    const rows = new Map<OptionTable, object[]>();
    for (const table of COPIED_TABLES) rows.set(table, await copies.rowsOf(table, from));
    const settingRows = (rows.get('event_settings') ?? []) as { kind: EventSettingKind; settings: string }[];
    const docs = new Map(settingRows.map((row) => [row.kind, row.settings]));
    const customFrames = (rows.get('custom_frames') ?? []) as CustomFrameRow[];
    const files = new Map<string, string>();
    try {
      for (const key of ownedFilesOf({ docs, customFrames })) {
        if (!files.has(key)) files.set(key, await images.copy(key));
      }
      for (const [table, tableRows] of rows) {
        await copies.insert(
          table,
          [...tableRows].sort(byId).map((row) => copiedRow(row, to, files, nowIso)),
        );
      }
    } catch (error) {
      await images.discard(...files.values());
      throw error;
    }
    return [...files.values()];
  };
}
