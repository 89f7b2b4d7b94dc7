/**
 * What both halves of the events service share: the ports to the options module, the
 * dependencies, and the checks every call starts from (an event found by id *and* owner).
 */
import { type EventOptionSettings, NO_OPTION_SETTINGS } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { PlanGate } from '../packages/index.ts';
import type { FeatureFlags, OptionFlags } from './event-flags.ts';
import { createEventImages } from './event-images.ts';
import type { ReplyContext } from './event-reply.ts';
import type { EventsRepository } from './events.repository.ts';
import type { EventRow } from './events.tables.ts';

/** The option steps' saved settings of an event, kept by the options module. */
export type OptionSettingsSource = {
  settingsOf(event: { id: number; timeZone: string }): Promise<EventOptionSettings>;
  /** Storage keys of the event's option images, removed with the event. */
  filesOf(eventId: number): Promise<string[]>;
};

/**
 * Copies the option steps' settings of event `from` to event `to` within the transaction, giving
 * the storage keys of the files it made for `to` (to discard should the transaction fail).
 */
export type CopyOptionSettings = (
  trx: Transaction<Database>,
  copy: { from: number; to: number; nowIso: string },
) => Promise<string[]>;

const NO_OPTION_SOURCE: OptionSettingsSource = {
  settingsOf: async () => NO_OPTION_SETTINGS,
  filesOf: async () => [],
};

/** What another module needs to configure one of the organiser's events. */
export type EventsServiceDependencies = {
  repository: EventsRepository;
  planGate: PlanGate;
  storage: Storage;
  appUrl: string;
  optionSettings?: OptionSettingsSource;
  copyOptionSettings: CopyOptionSettings;
  /** Storage keys of the event's captured media, kept by the media module; removed with the event. */
  mediaFilesOf?: (eventId: number) => Promise<string[]>;
};

export type EventServiceParts = ReturnType<typeof createEventServiceParts>;

export function createEventServiceParts({
  repository,
  planGate,
  storage,
  appUrl,
  optionSettings = NO_OPTION_SOURCE,
  copyOptionSettings,
  mediaFilesOf = async () => [],
}: EventsServiceDependencies) {
  const images = createEventImages(storage);
  const context = (): ReplyContext => ({ appUrl, storage, nowIso: nowIso() });

  async function ownedEvent(userId: number, eventId: number, status?: EventRow['status']): Promise<EventRow> {
    const event = await repository.findOwned(userId, eventId, status);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  }

  async function save(userId: number, eventId: number, changes: Parameters<EventsRepository['update']>[2]) {
    const saved = await repository.update(userId, eventId, { ...changes, updated_at: nowIso() });
    if (!saved) throw new AppError('not_found', MESSAGES.notFound);
    return saved;
  }

  /** The plan must still allow what the event uses (it may have been downgraded since). */
  async function refuseWhatPlanLacks(userId: number, features: FeatureFlags | null, options: OptionFlags | null) {
    if (features?.data_capture === 1) await planGate.requireFeature(userId, 'data_capture', 'data_capture');
    if (options) await planGate.refuseLackingOptions(userId, options);
  }

  const settingsOf = (event: EventRow) => optionSettings.settingsOf({ id: event.id, timeZone: event.time_zone });

  async function isSinglePackage(userId: number): Promise<boolean> {
    const { membership } = await planGate.membershipOf(userId);
    return membership?.package_type === 'single';
  }

  return {
    repository,
    optionSettings,
    copyOptionSettings,
    mediaFilesOf,
    images,
    context,
    ownedEvent,
    save,
    refuseWhatPlanLacks,
    settingsOf,
    isSinglePackage,
  };
}
