/**
 * The organiser's e-mail or SMS to an event's leads: to every lead of the event ('all', loaded
 * in the list or not), to the chosen ones ('multiple') or to one ('single'). Each recipient gets
 * its own row in the delivery ledger (purpose 'lead_message'), sent in the background. A lead
 * who did not agree to marketing messages, or has no address for the channel, is left out and
 * counted as skipped.
 */
import type { LeadBulkMessageReply, LeadMessageChannel, LeadSelectType } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import type { DeliveryService } from '../deliveries/delivery.service.ts';
import type { DataCaptureService } from './data-capture.service.ts';
import { leadPages } from './lead-pages.ts';
import type { LeadRow, LeadsRepository } from './leads.repository.ts';

/** Leads read per query when a message goes to every lead of an event. */
const ALL_LEADS_PAGE = 1000;

export type LeadMessageRequest = {
  eventId: number;
  selectType: LeadSelectType;
  channel: LeadMessageChannel;
  subject: string;
  message: string;
  leadIds: number[];
};

type Dependencies = {
  repository: LeadsRepository;
  dataCapture: Pick<DataCaptureService, 'ownedEvent'>;
  deliveries: Pick<DeliveryService, 'register' | 'queue'>;
};

export type LeadMessagesService = ReturnType<typeof createLeadMessagesService>;

const htmlOf = (message: string) =>
  message
    .split(/\r?\n\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

export function createLeadMessagesService({ repository, dataCapture, deliveries }: Dependencies) {
  deliveries.register('lead_message', async (row) => {
    if (!row.recipient) throw new Error('The message has no recipient');
    const message = row.message ?? '';
    if (row.channel === 'sms') return { sms: { to: row.recipient, text: message } };
    return { mail: { to: row.recipient, subject: row.subject ?? '', text: message, html: htmlOf(message) } };
  });

  /** The chosen leads; a 404 when any of them is not one of the event's. */
  async function* chosenLeads(eventId: number, ids: number[]): AsyncGenerator<LeadRow[]> {
    const unique = [...new Set(ids)];
    const leads = await repository.leadsByIds(eventId, unique);
    if (leads.length !== unique.length) throw new AppError('not_found', MESSAGES.notFound);
    yield leads;
  }

  return {
    async send(userId: number, request: LeadMessageRequest): Promise<LeadBulkMessageReply> {
      const event = await dataCapture.ownedEvent(userId, request.eventId);
      const pages =
        request.selectType === 'all'
          ? leadPages(repository, event.id, ALL_LEADS_PAGE)
          : chosenLeads(event.id, request.leadIds);
      let queued = 0;
      let skipped = 0;
      for await (const leads of pages) {
        for (const lead of leads) {
          const recipient = request.channel === 'email' ? lead.email : lead.mobile;
          if (lead.marketing_consent !== 1 || !recipient) {
            skipped += 1;
            continue;
          }
          await deliveries.queue({
            eventId: event.id,
            purpose: 'lead_message',
            channel: request.channel,
            recipient,
            leadId: lead.id,
            subject: request.channel === 'email' ? request.subject : null,
            message: request.message,
          });
          queued += 1;
        }
      }
      return { status: 'success', queued, skipped };
    },
  };
}
