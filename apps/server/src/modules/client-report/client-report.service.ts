/**
 * The client report: one event's figures from analytics' shared figures (the same functions the
 * analytics calls answer with), with the organiser's branding; and the links that open it
 * without an account. An organiser reads only their own events' reports and links; a link opens
 * its event's report until it is revoked or its expiry passes, then reads as not there.
 */
import {
  type ClientReportReply,
  REPORT_LINKS_MAX,
  REPORT_TOP_CAPTURES,
  type ReportLink,
  type ReportLinkBody,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import type { EventFigures } from '../analytics/index.ts';
import type { EventAccess, EventRecord } from '../events/index.ts';
import type { PrintedSheets } from '../printing/index.ts';
import type { ReportLinkTokens } from './report-link-tokens.ts';
import type { ReportLinkRow, ReportLinksRepository } from './report-links.repository.ts';

export const REPORT_LINKS_FULL_TEXT = `An event can have ${REPORT_LINKS_MAX} report links at most. Revoke one first.`;
export const REPORT_LINK_PAST_TEXT = 'The expiry must be in the future.';

type Dependencies = {
  figures: EventFigures;
  printedSheets: PrintedSheets;
  events: Pick<EventAccess, 'ownedEvent' | 'eventById'>;
  /** The organiser's company name and own name, for the report's branding. */
  accountOf: (
    userId: number,
  ) => Promise<{ company_name: string | null; first_name: string; last_name: string } | undefined>;
  links: ReportLinksRepository;
  tokens: ReportLinkTokens;
  pdfAvailable: boolean;
  now?: () => Date;
};

export type ClientReportService = ReturnType<typeof createClientReportService>;

export function createClientReportService({
  figures,
  printedSheets,
  events,
  accountOf,
  links,
  tokens,
  pdfAvailable,
  now = () => new Date(),
}: Dependencies) {
  const notFound = () => new AppError('not_found', MESSAGES.notFound);
  const ownedEvent = async (userId: number, eventId: number) => {
    const event = await events.ownedEvent(userId, eventId);
    if (!event) throw notFound();
    return event;
  };

  async function reportOf(event: EventRecord): Promise<ClientReportReply> {
    const [account, capturesByMode, shares, reach, leads, vouchers, prints, hours, top, funnel] = await Promise.all([
      accountOf(event.user_id),
      figures.capturesByMode(event),
      figures.sharesByChannel(event),
      figures.reach(event),
      figures.leads(event),
      figures.vouchersClaimed(event),
      printedSheets(event.id),
      figures.busiestHours(event),
      figures.topShown(event, REPORT_TOP_CAPTURES),
      figures.funnel(event),
    ]);
    const ownName = account ? `${account.first_name} ${account.last_name}`.trim() : '';
    return {
      report: {
        event: {
          name: event.event_name,
          venue: event.venue_name,
          time_zone: event.time_zone,
          start_at: event.start_at,
          end_at: event.end_at,
        },
        branding: { company_name: account?.company_name?.trim() || ownName },
        captures_by_mode: capturesByMode,
        shares_by_channel: shares.channels,
        reach,
        leads,
        vouchers_claimed: vouchers,
        prints,
        busiest_hours: hours,
        top_captures: top,
        funnel,
      },
      pdf_available: pdfAvailable,
    };
  }

  const linkOf = async (row: ReportLinkRow): Promise<ReportLink> => ({
    id: row.id,
    token: await tokens.tokenOf(row.public_id),
    created_at: row.created_at,
    expires_at: row.expires_at,
  });

  /** The event a token opens, or a 404 for a bad, revoked or expired link (the same answer for each). */
  async function eventOfToken(token: string): Promise<EventRecord> {
    const publicId = await tokens.publicIdOf(token);
    const row = publicId ? await links.findByPublicId(publicId) : undefined;
    if (!row || row.revoked_at !== null) throw notFound();
    if (row.expires_at !== null && Date.parse(row.expires_at) <= now().getTime()) throw notFound();
    const event = await events.eventById(row.event_id);
    if (!event) throw notFound();
    return event;
  }

  return {
    report: async (userId: number, eventId: number) => reportOf(await ownedEvent(userId, eventId)),

    sharedReport: async (token: string) => reportOf(await eventOfToken(token)),

    /** Checks the token opens a report, before its PDF is printed. */
    checkToken: async (token: string) => {
      await eventOfToken(token);
    },

    async links(userId: number, eventId: number) {
      const event = await ownedEvent(userId, eventId);
      return { links: await Promise.all((await links.liveOfEvent(event.id)).map(linkOf)) };
    },

    async createLink(userId: number, eventId: number, body: ReportLinkBody) {
      const event = await ownedEvent(userId, eventId);
      const nowIso = now().toISOString();
      const expiresAt = body.expires_at ? new Date(body.expires_at).toISOString() : null;
      if (expiresAt !== null && expiresAt <= nowIso) throw AppError.validation('expires_at', REPORT_LINK_PAST_TEXT);
      if ((await links.countOpenOfEvent(event.id, nowIso)) >= REPORT_LINKS_MAX) {
        throw new AppError('conflict', REPORT_LINKS_FULL_TEXT);
      }
      const row = await links.insert({
        event_id: event.id,
        public_id: tokens.newPublicId(),
        created_at: nowIso,
        expires_at: expiresAt,
      });
      return { link: await linkOf(row) };
    },

    async revokeLink(userId: number, eventId: number, linkId: number) {
      const event = await ownedEvent(userId, eventId);
      if (!(await links.revoke(event.id, linkId, now().toISOString()))) throw notFound();
      return { message: 'Link revoked.' };
    },
  };
}
