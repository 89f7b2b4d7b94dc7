/**
 * Events: the organiser's events through the wizard, submission and payment, the lists,
 * duplication and removal. Other modules read events only through it: the event as the event
 * reply reads it (`readEvent`), the organiser's own event or a booth's or guest's event
 * (`eventAccessOf`), the organiser's own event for the option steps (`eventOwnershipOf`, made
 * before the options module, whose settings the events read), and the events table's feature
 * and option flags.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { PlanGate } from '../packages/index.ts';
import { createEventAccess, type EventAccess } from './event-access.ts';
import { createEventLanguages } from './event-languages.ts';
import { createEventOwnership } from './event-ownership.ts';
import { createEventPaymentService } from './event-payment.service.ts';
import type { CopyOptionSettings, OptionSettingsSource } from './event-service-parts.ts';
import { createEventsRepository } from './events.repository.ts';
import { eventEndpoints } from './events.routes.ts';
import { createEventsService } from './events.service.ts';

export type { EventAccess, EventRecord } from './event-access.ts';
export { type FeatureFlags, type OptionFlags, parseFeatureFlags, parseOptionFlags } from './event-flags.ts';
export { eventLanguagesOf, guestMessageLanguageOf, messageLanguageOf } from './event-languages.ts';
export type { CopyOptionSettings, OptionSettingsSource } from './event-service-parts.ts';
export type { EventRow, EventsTables } from './events.tables.ts';

/** Events as the other modules read them: the organiser's own, or a booth's or guest's (event-access.ts). */
export const eventAccessOf = ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>): EventAccess =>
  createEventAccess(createEventsRepository(db, dialect));

/** The caller's own event as the option steps see it, or a 404. */
export const eventOwnershipOf = ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>) =>
  createEventOwnership(createEventsRepository(db, dialect));

type Dependencies = Pick<
  PlatformServices,
  'db' | 'dialect' | 'storage' | 'cardPayments' | 'checkoutPayments' | 'appUrl'
> & {
  planGate: PlanGate;
  optionSettings: OptionSettingsSource;
  copyOptionSettings: CopyOptionSettings;
  /** Storage keys of the event's captured media (the media module's), removed with the event. */
  mediaFilesOf: (eventId: number) => Promise<string[]>;
};

export function eventsModule({ db, dialect, cardPayments, checkoutPayments, planGate, ...services }: Dependencies) {
  const repository = createEventsRepository(db, dialect);
  const events = createEventsService({ repository, planGate, ...services });
  return {
    endpoints: eventEndpoints({
      events,
      languages: createEventLanguages(repository),
      payments: createEventPaymentService({
        repository,
        cardPayments,
        checkoutPayments,
        planGate,
        appUrl: services.appUrl,
      }),
    }),
    readEvent: (userId: number, eventId: number) => events.show(userId, eventId),
  };
}
