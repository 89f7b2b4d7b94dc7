/**
 * The writing half of the events service: the wizard's steps, submission, duplication and
 * removal.
 */
import { randomUUID } from 'node:crypto';
import type {
  duplicateEventBodySchema,
  Event,
  EventStoreReply,
  eventFeatureBodySchema,
  eventInfoBodySchema,
  eventOptionBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import {
  featureFlagsFrom,
  hasAnyOption,
  optionFlagsFrom,
  parseFeatureFlags,
  parseOptionFlags,
  withoutSharing,
} from './event-flags.ts';
import { eventOf, eventOptionOf, eventSummaryOf, featureOf } from './event-reply.ts';
import { scheduleOf } from './event-schedule.ts';
import type { EventServiceParts } from './event-service-parts.ts';

export function eventWrites(parts: EventServiceParts) {
  const { repository, images, context, ownedEvent, save } = parts;
  const { optionSettings, copyOptionSettings, mediaFilesOf, refuseWhatPlanLacks, settingsOf, isSinglePackage } = parts;
  return {
    async saveInfo(userId: number, body: z.output<typeof eventInfoBodySchema>) {
      const existing = body.eventId ? await ownedEvent(userId, body.eventId) : undefined;
      const schedule = scheduleOf(
        {
          timeZone: body.event_time_zone,
          start: body.event_start_date,
          end: body.event_end_date,
          lifeTime: body.life_time,
        },
        {
          now: new Date(),
          storedStartAt: existing?.start_at,
          tooLongMessage: existing?.status === 'final' ? MESSAGES.eventTooLongEdit : MESSAGES.eventTooLong,
        },
      );
      const image = await images.changeFrom(body.fileURL, existing?.image_path ?? null);
      const imagePath = image.kind === 'replace' ? await images.store(image) : (existing?.image_path ?? null);
      const info = {
        ...schedule,
        event_name: body.event_name,
        event_details: body.event_details,
        venue_name: body.event_venue_name,
        image_path: imagePath,
      };
      const now = nowIso();
      const saved = await (existing
        ? save(userId, existing.id, info)
        : repository.insert({
            ...info,
            uuid: randomUUID(),
            user_id: userId,
            status: 'draft',
            created_at: now,
            updated_at: now,
          })
      ).catch(async (error: unknown) => {
        if (image.kind === 'replace') await images.discard(imagePath);
        throw error;
      });
      if (image.kind === 'replace' && existing?.image_path) await images.discard(existing.image_path);
      return {
        status: true as const,
        message: saved.status === 'final' ? MESSAGES.informationUpdated : MESSAGES.draftSaved,
        event: { id: saved.id, uuid: saved.uuid },
      };
    },

    async saveFeature(userId: number, body: z.output<typeof eventFeatureBodySchema>) {
      const event = await ownedEvent(userId, body.eventId);
      const features = featureFlagsFrom(body);
      await refuseWhatPlanLacks(userId, features, null);
      const options = parseOptionFlags(event.options);
      await save(userId, event.id, {
        features: JSON.stringify(features),
        ...(options && features.sharing === 0 ? { options: JSON.stringify(withoutSharing(options)) } : {}),
      });
      return { status: true as const, feature: featureOf(features) };
    },

    async saveOptions(userId: number, body: z.output<typeof eventOptionBodySchema>) {
      const event = await ownedEvent(userId, body.eventId);
      const asked = optionFlagsFrom(body);
      await refuseWhatPlanLacks(userId, null, asked);
      const options = parseFeatureFlags(event.features)?.sharing === 0 ? withoutSharing(asked) : asked;
      if (!hasAnyOption(options)) throw AppError.validation('options', MESSAGES.chooseAnyOption);
      await save(userId, event.id, { options: JSON.stringify(options), admin_password: body.password });
      return { status: true as const, event_option: eventOptionOf(options, body.password) };
    },

    /** Submits a draft. Submitting an event twice answers as the first time did. */
    async finalise(userId: number, eventId: number): Promise<EventStoreReply> {
      const event = await ownedEvent(userId, eventId);
      if (event.status === 'final') return { status: true, event: eventSummaryOf(event, context()) };
      const features = parseFeatureFlags(event.features);
      const options = parseOptionFlags(event.options);
      if (!features) throw AppError.validation('feature', MESSAGES.eventFeatureMissing);
      if (!options || event.admin_password === null) {
        throw AppError.validation('event_option', MESSAGES.eventOptionsMissing);
      }
      await refuseWhatPlanLacks(userId, features, options);
      if (event.paid_payment_id === null && (await isSinglePackage(userId))) {
        throw new AppError('payment_required', MESSAGES.eventNotPaid, { event_id: [MESSAGES.eventNotPaid] });
      }
      const finalised = (await repository.finalise(userId, eventId, nowIso())) ?? (await ownedEvent(userId, eventId));
      return { status: true, event: eventSummaryOf(finalised, context()) };
    },

    /**
     * A new event with the source's details, features, options, password, every option step's
     * settings and copies of their files and of its image, under a new name and dates, written in
     * one transaction. A submitted source gives a submitted copy, a draft a draft; single-package
     * users get a draft either way, since each of their events is paid.
     */
    async duplicate(userId: number, body: z.output<typeof duplicateEventBodySchema>): Promise<Event> {
      const checked = await ownedEvent(userId, body.event_id);
      const schedule = scheduleOf(
        {
          timeZone: checked.time_zone,
          start: body.event_start_date,
          end: body.event_end_date,
          lifeTime: body.life_time,
        },
        { now: new Date() },
      );
      await refuseWhatPlanLacks(userId, parseFeatureFlags(checked.features), parseOptionFlags(checked.options));
      const singlePackage = await isSinglePackage(userId);
      const now = nowIso();
      const madeFiles: string[] = [];
      const copy = await repository
        .transaction(async (trx) => {
          // Read again and kept until the copy is written: removed since the checks above, the
          // source would otherwise give a copy without its option settings (or files).
          const source = await repository.findOwnedToKeep(trx, userId, checked.id);
          if (!source) throw new AppError('not_found', MESSAGES.notFound);
          const status = source.status === 'final' && !singlePackage ? 'final' : 'draft';
          const imagePath = source.image_path ? await images.copy(source.image_path) : null;
          if (imagePath) madeFiles.push(imagePath);
          const row = await repository.insert(
            {
              ...schedule,
              uuid: randomUUID(),
              user_id: userId,
              event_name: body.event_name,
              event_details: source.event_details,
              venue_name: source.venue_name,
              image_path: imagePath,
              features: source.features,
              options: source.options,
              admin_password: source.admin_password,
              languages: source.languages,
              status,
              finalised_at: status === 'final' ? now : null,
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          madeFiles.push(...(await copyOptionSettings(trx, { from: source.id, to: row.id, nowIso: now })));
          return row;
        })
        .catch(async (error: unknown) => {
          await Promise.all(madeFiles.map((key) => images.discard(key)));
          throw error;
        });
      return eventOf(copy, context(), await settingsOf(copy));
    },

    /** Removes the event (drafts only when asked), its image, its option images and its media. */
    async remove(userId: number, eventId: number, options: { draftOnly: boolean }): Promise<void> {
      const isOwned = Boolean(await repository.findOwned(userId, eventId));
      const files = isOwned ? [...(await optionSettings.filesOf(eventId)), ...(await mediaFilesOf(eventId))] : [];
      const removed = await repository.remove(userId, eventId, options.draftOnly ? 'draft' : undefined);
      if (!removed) throw new AppError('not_found', MESSAGES.notFound);
      await Promise.all([removed.image_path, ...files].map((key) => images.discard(key)));
    },
  };
}
