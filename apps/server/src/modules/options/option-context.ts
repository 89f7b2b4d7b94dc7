/**
 * What every option step shares: its repositories, images, the plan gate, and the one way to
 * reach an event — the caller's own (else 404), with the plan checked when the option needs it.
 */
import type { OptionKey } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, EventSettingKind } from '../../db/schema.ts';
import { signedInAccount } from '../../platform/auth/authenticate.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';
import type { OwnedEvent } from '../events/events.service.ts';
import type { PlanGate } from '../packages/plan-gate.ts';
import { createEventChoicesRepository, type LibraryTable } from './event-choices.repository.ts';
import { createOptionImages } from './option-images.ts';
import { createOptionSettingsRepository } from './option-settings.repository.ts';
import { createTemplatesRepository } from './templates.repository.ts';

export type OptionsDependencies = {
  db: Kysely<Database>;
  storage: Storage;
  planGate: PlanGate;
  /** The events module's ownership check: the organiser's event, or a 404. */
  describeEvent: (userId: number, eventId: number) => Promise<OwnedEvent>;
};

export type OptionsContext = ReturnType<typeof createOptionsContext>;

export function createOptionsContext({ db, storage, planGate, describeEvent }: OptionsDependencies) {
  const choices = createEventChoicesRepository(db);
  return {
    settings: createOptionSettingsRepository(db),
    choices,
    templates: createTemplatesRepository(db),
    images: createOptionImages(storage),

    /** The caller's event (404 otherwise); with `gatedBy`, a 403 unless the plan includes that option. */
    async ownedEvent(userId: number, eventId: number, gatedBy?: OptionKey): Promise<OwnedEvent> {
      const event = await describeEvent(userId, eventId);
      if (gatedBy) await planGate.refuseLackingOptions(userId, { [gatedBy]: 1 });
      return event;
    },

    /** A 422 naming each position of `ids` that is not an active item of the library. */
    async requireLibraryItems(table: LibraryTable, ids: number[], fieldOf: (index: number) => string): Promise<void> {
      const missing = new Set(await choices.missingFromLibrary(table, [...new Set(ids)]));
      if (missing.size === 0) return;
      const errors: Record<string, string[]> = {};
      ids.forEach((id, index) => {
        if (missing.has(id)) errors[fieldOf(index)] = [MESSAGES.libraryItemMissing];
      });
      throw new AppError('validation', MESSAGES.libraryItemMissing, errors);
    },

    /** A 403 unless the plan includes the option (for calls that are not about one event). */
    async requireOption(userId: number, option: OptionKey): Promise<void> {
      await planGate.refuseLackingOptions(userId, { [option]: 1 });
    },
  };
}

export const userIdOf = (request: FastifyRequest) => signedInAccount(request).user.id;

/** The message of a step save or an edit screen's update. */
export const savedMessage = (kind: 'step' | 'update', draftStatus?: 'draft' | 'final') =>
  kind === 'update' ? MESSAGES.informationUpdated : draftStatus === 'draft' ? MESSAGES.draftSaved : MESSAGES.eventSaved;

/** The option settings documents of one event, by kind. */
export type SettingDocs = Map<EventSettingKind, string>;

/** A stored settings document, checked on the way out (null when the step was never saved). */
export function parseDoc<T>(json: string | undefined, schema: z.ZodType<T>): T | null {
  return json === undefined ? null : schema.parse(JSON.parse(json));
}

/** The items in order, each key once (the first wins). */
export function uniqueBy<T>(items: T[], keyOf: (item: T) => number): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
