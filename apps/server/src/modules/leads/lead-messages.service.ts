/**
 * The organiser's e-mail or SMS to an event's leads: to every lead of the event ('all', loaded
 * in the list or not), to the chosen ones ('multiple') or to one ('single'). Each recipient gets
 * its own row in the delivery ledger (purpose 'lead_message'), written a few hundred rows per
 * INSERT and sent in the background. A lead who did not agree to marketing messages, or has no
 * address for the channel, is left out and counted as skipped; a message to one such lead alone
 * is refused with the reason. The same message to the same
 * leads again within LEAD_MESSAGE_REPEAT_WINDOW_MS (a double click, a resubmitted form) is not
 * sent again: it answers the first send's counts. Within that window a lead the same message
 * already went to, by whatever selection, is skipped too: a repeat never reaches anyone twice.
 */
import { createHash } from 'node:crypto';
import {
  type LeadBulkMessageReply,
  type LeadMessageChannel,
  type LeadSelectType,
  NO_MARKETING_CONSENT_TEXT,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { MINUTE_MS, nowIso } from '../../shared/clock.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import type { DeliveryService, NewDelivery } from '../deliveries/index.ts';
import type { DataCaptureService } from './data-capture.service.ts';
import type { LeadMessageSendsRepository } from './lead-message-sends.repository.ts';
import { leadPages } from './lead-pages.ts';
import type { LeadRow, LeadsRepository } from './leads.repository.ts';

/** Leads read per query when a message goes to every lead of an event. */
const ALL_LEADS_PAGE = 500;

/** How long the same message to the same leads of an event is sent only once. */
export const LEAD_MESSAGE_REPEAT_WINDOW_MS = 10 * MINUTE_MS;

export const LEAD_MESSAGE_MESSAGES = {
  alreadySending: 'This message is already being sent.',
} as const;

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
  sends: LeadMessageSendsRepository;
  dataCapture: Pick<DataCaptureService, 'ownedEvent'>;
  deliveries: Pick<DeliveryService, 'register' | 'queueMany' | 'leadsMessagedSince'>;
};

export type LeadMessagesService = ReturnType<typeof createLeadMessagesService>;

const htmlOf = (message: string) =>
  message
    .split(/\r?\n\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/** What makes two requests the same message to the same leads (the event aside). */
function fingerprintOf(request: LeadMessageRequest, leadIds: number[]): string {
  const { selectType, channel, subject, message } = request;
  const recipients = selectType === 'all' ? [] : leadIds;
  return createHash('sha256')
    .update(JSON.stringify([selectType, channel, channel === 'email' ? subject : '', message, recipients]))
    .digest('hex');
}

export function createLeadMessagesService({ repository, sends, dataCapture, deliveries }: Dependencies) {
  deliveries.register('lead_message', async (row) => {
    if (!row.recipient) throw new Error('The message has no recipient');
    const message = row.message ?? '';
    if (row.channel === 'sms') return { sms: { to: row.recipient, text: message } };
    return { mail: { to: row.recipient, subject: row.subject ?? '', text: message, html: htmlOf(message) } };
  });

  /** The chosen leads, in id order; a 404 when any of them is not one of the event's. */
  async function chosenLeads(eventId: number, ids: number[]): Promise<LeadRow[]> {
    const unique = [...new Set(ids)];
    const leads = await repository.leadsByIds(eventId, unique);
    if (leads.length !== unique.length) throw new AppError('not_found', MESSAGES.notFound);
    return leads.sort((a, b) => a.id - b.id);
  }

  /** The ledger rows of the leads that may have the message, counting the others in `skipped`. */
  async function* deliveriesTo(
    pages: AsyncIterable<LeadRow[]> | Iterable<LeadRow[]>,
    request: LeadMessageRequest,
    counts: { skipped: number },
    since: string,
  ): AsyncGenerator<NewDelivery[]> {
    const { channel } = request;
    const subject = channel === 'email' ? request.subject : null;
    const messaged = await deliveries.leadsMessagedSince(
      { eventId: request.eventId, channel, subject, message: request.message },
      since,
    );
    for await (const leads of pages) {
      const batch: NewDelivery[] = [];
      for (const lead of leads) {
        const recipient = channel === 'email' ? lead.email : lead.mobile;
        if (lead.marketing_consent !== 1 || !recipient || messaged.has(lead.id)) {
          counts.skipped += 1;
          continue;
        }
        batch.push({
          eventId: lead.event_id,
          purpose: 'lead_message',
          channel,
          recipient,
          leadId: lead.id,
          subject,
          message: request.message,
        });
      }
      yield batch;
    }
  }

  return {
    async send(userId: number, request: LeadMessageRequest): Promise<LeadBulkMessageReply> {
      const event = await dataCapture.ownedEvent(userId, request.eventId);
      const chosen = request.selectType === 'all' ? [] : await chosenLeads(event.id, request.leadIds);
      if (request.selectType === 'single' && chosen[0]?.marketing_consent !== 1) {
        throw AppError.validation('lead_ids', NO_MARKETING_CONSENT_TEXT);
      }
      const now = nowIso();
      const repeatsSince = new Date(Date.parse(now) - LEAD_MESSAGE_REPEAT_WINDOW_MS).toISOString();
      const claim = await sends.claim({
        eventId: event.id,
        fingerprint: fingerprintOf(
          request,
          chosen.map((lead) => lead.id),
        ),
        nowIso: now,
        repeatsSince,
      });
      if (typeof claim !== 'number') {
        if (claim.queued === null || claim.skipped === null) {
          throw new AppError('conflict', LEAD_MESSAGE_MESSAGES.alreadySending);
        }
        return { status: 'success', queued: claim.queued, skipped: claim.skipped };
      }
      try {
        const pages = request.selectType === 'all' ? leadPages(repository, event.id, ALL_LEADS_PAGE) : [chosen];
        const counts = { skipped: 0 };
        const queued = await deliveries.queueMany(
          deliveriesTo(pages, { ...request, eventId: event.id }, counts, repeatsSince),
        );
        await sends.recordCounts(claim, { queued, skipped: counts.skipped });
        return { status: 'success', queued, skipped: counts.skipped };
      } catch (error) {
        await sends.release(claim);
        throw error;
      }
    },
  };
}
