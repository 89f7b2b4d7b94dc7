/**
 * Leads: guests' answers to an event's data-capture form sent by its booths, the organiser's
 * lead lists, the streamed CSV export behind a signed link, and messages to an event's leads
 * sent through the deliveries ledger.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { DeliveryService } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import { isCaptureOfEventOf } from '../media/index.ts';
import { eventFormsOf } from '../options/index.ts';
import type { PlanGate } from '../packages/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { createDataCaptureService } from './data-capture.service.ts';
import { createLeadCaptureService } from './lead-capture.service.ts';
import { leadEventReadsOf } from './lead-events.ts';
import { createLeadExport } from './lead-export.ts';
import { createLeadExportLinks } from './lead-export-links.ts';
import { createLeadMessageSendsRepository } from './lead-message-sends.repository.ts';
import { createLeadMessagesService } from './lead-messages.service.ts';
import { createLeadsRepository, type LeadsRepository } from './leads.repository.ts';
import { leadEndpoints } from './leads.routes.ts';

export { type GuestLeads, guestLeadsOf } from './guest-leads.repository.ts';
export type { LeadRow } from './leads.repository.ts';
export type { LeadsTables } from './leads.tables.ts';

/** How many leads the event has, for its analytics. */
export const leadCountOf = ({ db }: Pick<PlatformServices, 'db'>) => createLeadsRepository(db).countOfEvent;

/** How many of an event's leads agreed to marketing messages, for its analytics. */
export const leadConsentCountOf = ({ db }: Pick<PlatformServices, 'db'>) =>
  createLeadsRepository(db).consentedCountOfEvent;

/** The leads a booth recorded with a capture of the event: whose e-mail a failed SMS of it may fall back to. */
export const leadsOfCaptureOf = ({ db }: Pick<PlatformServices, 'db'>) => createLeadsRepository(db).ofCapture;

/** A lead by id, for what the organiser's webhooks are told of it. */
export const leadByIdOf = ({ db }: Pick<PlatformServices, 'db'>) => createLeadsRepository(db).findById;

type Dependencies = Pick<PlatformServices, 'db' | 'signerFor'> & {
  planGate: PlanGate;
  deliveries: DeliveryService;
  /** Tells the organiser's webhooks of each lead created. */
  emitWebhook: EmitWebhook;
  events: EventAccess;
};

export function leadsModule({ db, signerFor, planGate, deliveries, emitWebhook, events }: Dependencies) {
  const repository: LeadsRepository = {
    ...createLeadsRepository(db),
    ...leadEventReadsOf(events),
    formOf: eventFormsOf({ db }),
    isMediaOfEvent: isCaptureOfEventOf({ db }),
  };
  const links = createLeadExportLinks(signerFor());
  const dataCapture = createDataCaptureService({ repository, planGate, links });
  return {
    endpoints: leadEndpoints({
      capture: createLeadCaptureService({ repository, planGate, emitWebhook }),
      dataCapture,
      exports: createLeadExport({ repository, links, ownedEventByUuid: dataCapture.ownedEventByUuid }),
      messages: createLeadMessagesService({
        repository,
        sends: createLeadMessageSendsRepository(db),
        dataCapture,
        deliveries,
      }),
    }),
  };
}
