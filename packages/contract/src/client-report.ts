/**
 * The client report: one event's figures for the brand client who paid for it (captures by
 * mode, shares by channel, reach, leads and consent, vouchers, busiest hours, top captures and
 * the funnel), on the event's own clock. The organiser reads it signed in and makes links that
 * open it, and its PDF, without an account: signed, revocable, with an optional expiry.
 */
import { z } from 'zod';
import { eventFunnelReplySchema } from './analytics.ts';
import { errorReplySchema, idSchema, messageReplySchema } from './common.ts';
import { SHARE_CHANNELS } from './dashboard.ts';
import { defineEndpoint } from './endpoint.ts';
import { galleryItemSchema, MEDIA_TYPES } from './media.ts';
import { ROLES } from './roles.ts';

/** How many captures the report shows as its top captures (approved ones, most viewed first). */
export const REPORT_TOP_CAPTURES = 6;
/** How many links one event may have that still open its report. */
export const REPORT_LINKS_MAX = 20;

export const clientReportSchema = z.object({
  event: z.object({
    name: z.string(),
    venue: z.string(),
    time_zone: z.string(),
    start_at: z.string(),
    end_at: z.string(),
  }),
  /** Whose report it is: the organiser's company (or name), shown on the page and the PDF. */
  branding: z.object({ company_name: z.string() }),
  captures_by_mode: z.array(z.object({ mode: z.enum(MEDIA_TYPES), captures: z.number() })),
  /** Every share channel there is, in the channel list's order, zero where none was sent. */
  shares_by_channel: z.array(z.object({ channel: z.enum(SHARE_CHANNELS), shares: z.number() })),
  reach: z.object({ gallery_views: z.number(), unique_visitors: z.number() }),
  leads: z.object({
    captured: z.number(),
    consented: z.number(),
    /** Consented leads as a whole percentage of the leads (0 when there are none). */
    consent_rate: z.number(),
  }),
  vouchers_claimed: z.number(),
  /** Sheets the booths printed, a channel of their own beside the shares (0 where the event does not print). */
  prints: z.number(),
  /** Captures by hour of the day (0–23) on the event's clock, all 24 hours. */
  busiest_hours: z.array(z.object({ hour: z.number(), captures: z.number() })),
  top_captures: z.array(galleryItemSchema.extend({ views: z.number() })),
  funnel: eventFunnelReplySchema.shape.funnel,
});
export type ClientReport = z.infer<typeof clientReportSchema>;

export const clientReportReplySchema = z.object({
  report: clientReportSchema,
  /** Whether this server can make the report's PDF (it needs Chromium installed). */
  pdf_available: z.boolean(),
});
export type ClientReportReply = z.infer<typeof clientReportReplySchema>;

export const reportLinkSchema = z.object({
  id: z.number(),
  /** The token the public address carries: `/report/{token}`. */
  token: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

export const reportLinksReplySchema = z.object({ links: z.array(reportLinkSchema) });
export type ReportLinksReply = z.infer<typeof reportLinksReplySchema>;

export const reportLinkBodySchema = z.object({
  /** When the link stops opening the report (an instant, ISO 8601); none to keep it until revoked. */
  expires_at: z.iso.datetime({ offset: true }).nullish(),
});
export type ReportLinkBody = z.input<typeof reportLinkBodySchema>;

export const reportLinkReplySchema = z.object({ link: reportLinkSchema });

const tokenParams = z.object({ token: z.string().min(1).max(200) });
const organiserCall = { caller: 'organiser', tag: 'client report' } as const;
const publicCall = { caller: 'anyone', tag: 'client report' } as const;
const notFound = { 404: errorReplySchema } as const;

export const clientReportEndpoints = {
  report: defineEndpoint({
    ...organiserCall,
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'id' },
    method: 'GET',
    path: '/event-report/:id',
    summary: "One event's client report, on the event's clock",
    params: z.object({ id: idSchema }),
    reply: clientReportReplySchema,
  }),
  links: defineEndpoint({
    ...organiserCall,
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'id' },
    method: 'GET',
    path: '/event-report/:id/links',
    summary: "The links that open one event's report, newest first (revoked ones left out)",
    params: z.object({ id: idSchema }),
    reply: reportLinksReplySchema,
  }),
  createLink: defineEndpoint({
    ...organiserCall,
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'id' },
    method: 'POST',
    path: '/event-report/:id/links',
    summary: "Makes a signed link that opens the event's report without an account",
    params: z.object({ id: idSchema }),
    body: reportLinkBodySchema,
    reply: reportLinkReplySchema,
    failures: { 409: errorReplySchema },
  }),
  revokeLink: defineEndpoint({
    ...organiserCall,
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'id' },
    method: 'DELETE',
    path: '/event-report/:id/links/:linkId',
    summary: 'Revokes a report link: it stops opening the report at once',
    params: z.object({ id: idSchema, linkId: idSchema }),
    reply: messageReplySchema,
  }),
  shared: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/shared-report/:token',
    summary: 'The report a link opens',
    params: tokenParams,
    reply: clientReportReplySchema,
    failures: notFound,
  }),
  sharedPdf: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/shared-report/:token/pdf',
    summary: 'The PDF of the report a link opens',
    params: tokenParams,
    reply: z.unknown().describe('The PDF file'),
    failures: { ...notFound, 503: errorReplySchema },
  }),
};
