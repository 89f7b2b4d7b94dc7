/**
 * What every option step shares: its repositories, images, and the one way to reach an event —
 * the caller's own (else 404). The plan is checked before, by each call's definition.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Passwords } from '../../platform/auth/passwords.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';
import type { LibraryTable } from '../libraries/index.ts';
import { eventChoiceReadsOf } from './event-choice-reads.ts';
import type { EventOwnership, OwnedEvent } from './event-ownership.ts';
import { createOptionImages } from './option-images.ts';
import { createOptionSettingsRepository } from './option-settings.repository.ts';
import type { EventSettingKind } from './options.tables.ts';
import { templateReadsOf } from './template-reads.ts';

export type OptionsDependencies = {
  db: Kysely<Database>;
  storage: Storage;
  ownership: EventOwnership;
  /** Hashes the social gallery's password. */
  passwords: Passwords;
};

export type OptionsContext = ReturnType<typeof createOptionsContext>;

export function createOptionsContext({ db, storage, ownership, passwords }: OptionsDependencies) {
  const choices = eventChoiceReadsOf(db);
  return {
    passwords,
    settings: createOptionSettingsRepository(db),
    choices,
    templates: templateReadsOf(db),
    images: createOptionImages(storage),

    /** The ids of every event of the caller, drafts too. */
    ownedEventIds: (userId: number) => ownership.ownedEventIds(userId),

    /** The caller's event, or a 404. */
    ownedEvent(userId: number, eventId: number): Promise<OwnedEvent> {
      return ownership.describeOwned(userId, eventId);
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

    /** The chosen library items, each once in the order first given; a 422 when one is not in the library. */
    async chosenFromLibrary<T>(
      table: LibraryTable,
      items: T[],
      idOf: (item: T) => number,
      fieldOf: (index: number) => string,
    ): Promise<T[]> {
      await this.requireLibraryItems(table, items.map(idOf), fieldOf);
      return uniqueBy(items, idOf);
    },

    /** The caller's event with its chosen items of a library replaced by those given (see `chosenFromLibrary`). */
    async replaceChosen<T>(
      userId: number,
      eventId: number,
      choice: { table: LibraryTable; items: T[]; idOf: (item: T) => number; fieldOf: (index: number) => string },
      replace: (eventId: number, chosen: T[]) => Promise<unknown>,
    ): Promise<{ event: OwnedEvent; chosen: T[] }> {
      const event = await this.ownedEvent(userId, eventId);
      const chosen = await this.chosenFromLibrary(choice.table, choice.items, choice.idOf, choice.fieldOf);
      await replace(event.id, chosen);
      return { event, chosen };
    },
  };
}

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

/** How a step shows its stored document for the event (null when the step was never saved). */
type DocReader<T> = (options: OptionsContext, doc: string | undefined) => Promise<T | null>;

/** A document just stored, as the step shows it: one that does not read back is a 404. */
export async function shownAfterSave<T>(options: OptionsContext, doc: string, show: DocReader<T>): Promise<T> {
  const shown = await show(options, doc);
  if (!shown) throw new AppError('not_found', MESSAGES.notFound);
  return shown;
}

/** The edit screen's read of a step: the caller's own event's document of `kind`, as the step shows it. */
export const ownedDocReader =
  <T>(options: OptionsContext, kind: EventSettingKind, show: DocReader<T>) =>
  async (userId: number, eventId: number): Promise<T | null> => {
    const event = await options.ownedEvent(userId, eventId);
    return show(options, await options.settings.find(event.id, kind));
  };
