/**
 * Leads: what guests fill in on the booth's data-capture form, with their consent, and the
 * organiser's data-capture screens (events with their lead counts, an event's leads, the
 * messages sent to them and the CSV export).
 */
import { z } from 'zod';
import { errorReplySchema, idSchema } from './common.ts';
import { defineEndpoint, refusalReplySchema } from './endpoint.ts';
import { pagedSchema } from './event-list.ts';
import { guestLanguageSchema } from './guest-language-schemas.ts';
import { LEAD_ANSWER_MAX_LENGTH, LEAD_FORM_MESSAGES } from './lead-answers.ts';
import { downloadLinkReplySchema, SIGNED_OR_BEARER, signedLinkQuerySchema } from './media.ts';
import { ROLES } from './roles.ts';

export const LEADS_PER_PAGE = 5;

/** Why a lead cannot be sent the organiser's messages: the guest did not tick the marketing box. */
export const NO_MARKETING_CONSENT_TEXT = 'This guest did not agree to receive marketing messages.';
/** The data-capture screens' search waits this long after the last key. */
export const DATA_CAPTURE_SEARCH_DEBOUNCE_MS = 1000;
export const DATA_CAPTURE_EVENTS_PER_PAGE = 5;
export const LEAD_SUBJECT_MAX_LENGTH = 200;
export const LEAD_MESSAGE_MAX_LENGTH = 2000;
export const CONSENT_TEXT_MAX_LENGTH = 10_000;

/** One answer: text, a number, or the ticked values of a checkbox group. */
export const leadAnswerSchema = z.union([
  z.string().max(LEAD_ANSWER_MAX_LENGTH, { error: LEAD_FORM_MESSAGES.tooLong }),
  z.number(),
  z.array(z.string().max(200)).max(50),
]);
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;

export const leadConsentSchema = z.object({
  /** The terms exactly as the booth showed them. */
  terms_text: z.string().trim().min(1).max(CONSENT_TEXT_MAX_LENGTH),
  /** Whether the guest agreed to receive the organiser's messages. */
  marketing: z.boolean(),
  /** When the guest agreed (UTC instant, as the booth's clock saw it). */
  agreed_at: z.iso.datetime({ offset: true }),
});
export type LeadConsent = z.infer<typeof leadConsentSchema>;

export const boothLeadBodySchema = z.object({
  /** The booth's own id for this lead: a retried call with the same id stores it once. */
  client_id: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, { error: 'Use 1 to 100 letters, digits, _ . : or -' }),
  /** Answers keyed by the form's field names. */
  values: z.record(z.string().max(64), leadAnswerSchema),
  consent: leadConsentSchema,
  /** The capture the guest was shown, if any; it must be one of the event's. */
  media_id: idSchema.optional(),
  /** The language the guest chose on the booth; their messages go out in it (else the event's default). */
  language: guestLanguageSchema.optional(),
});
export type BoothLeadBody = z.input<typeof boothLeadBodySchema>;

const bit = z.union([z.literal(0), z.literal(1)]);

export const leadSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  /** UTC instant the lead was stored. */
  created_at: z.string(),
  /** The same instant in the event's time zone, 'YYYY-MM-DD HH:mm'. */
  captured_local: z.string(),
  /** 1 when the guest agreed to the organiser's messages. */
  marketing: bit,
  media_id: z.number().nullable(),
  /** The name the booth that took the lead gave itself at sign-in; null when it gave none. */
  booth_name: z.string().nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const boothLeadReplySchema = z.object({ lead: leadSchema, created: z.boolean() });
export type BoothLeadReply = z.infer<typeof boothLeadReplySchema>;

export const dataCaptureEventSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  event_name: z.string(),
  venue_name: z.string(),
  time_zone: z.string(),
  /** Wall times in the event's zone, 'YYYY-MM-DD HH:mm'. */
  event_start_date: z.string(),
  event_end_date: z.string(),
  data_capture_count: z.number(),
});
export type DataCaptureEvent = z.infer<typeof dataCaptureEventSchema>;

export const dataCaptureEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  search: z.string().trim().max(100).optional().default(''),
});
export type DataCaptureEventsQuery = z.input<typeof dataCaptureEventsQuerySchema>;

export const dataCaptureEventsReplySchema = z.object({ events: pagedSchema(dataCaptureEventSchema) });
export type DataCaptureEventsReply = z.infer<typeof dataCaptureEventsReplySchema>;

export const eventLeadsQuerySchema = z.object({
  per_page: z.coerce.number().int().min(1).max(50).optional().default(LEADS_PER_PAGE),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
  search: z.string().trim().max(100).optional().default(''),
});
export type EventLeadsQuery = z.input<typeof eventLeadsQuerySchema>;

export const eventLeadsReplySchema = z.object({
  event: pagedSchema(leadSchema),
  /**
   * How many of the event's leads (whatever the search) a message in the 'all' mode reaches on
   * each channel: those who agreed to marketing messages and gave that address.
   */
  reachable: z.object({ email: z.number(), sms: z.number() }),
  event_detail: dataCaptureEventSchema.omit({ data_capture_count: true }),
});
export type EventLeadsReply = z.infer<typeof eventLeadsReplySchema>;

const leadSeriesSchema = z.object({
  data: z.array(z.object({ name: z.string(), leads: z.number() })),
  totalData: z.number(),
});
/** weekly: the last 7 days; monthly: the last 30 days; yearly: the last 12 months. */
export const dataTrendGraphReplySchema = z.object({
  graphData: z.object({ weeklyData: leadSeriesSchema, monthlyData: leadSeriesSchema, yearlyData: leadSeriesSchema }),
});
export type DataTrendGraphReply = z.infer<typeof dataTrendGraphReplySchema>;

export const LEAD_SELECT_TYPES = ['all', 'multiple', 'single'] as const;
export type LeadSelectType = (typeof LEAD_SELECT_TYPES)[number];
export const LEAD_MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type LeadMessageChannel = (typeof LEAD_MESSAGE_CHANNELS)[number];

export const leadBulkMessageBodySchema = z
  .object({
    event_id: idSchema,
    select_type: z.enum(LEAD_SELECT_TYPES),
    type: z.enum(LEAD_MESSAGE_CHANNELS),
    subject: z.string().trim().max(LEAD_SUBJECT_MAX_LENGTH).optional().default(''),
    message: z.string().trim().min(1, { error: 'Please write a message.' }).max(LEAD_MESSAGE_MAX_LENGTH),
    /** The chosen leads' ids; ignored in the 'all' mode. */
    lead_ids: z.array(idSchema).max(1000).optional().default([]),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'email' && body.subject === '') {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Please write a subject.' });
    }
    if (body.select_type === 'single' && body.lead_ids.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['lead_ids'], message: 'Choose one lead.' });
    }
    if (body.select_type === 'multiple' && body.lead_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['lead_ids'], message: 'Choose at least one lead.' });
    }
  });
export type LeadBulkMessageBody = z.input<typeof leadBulkMessageBodySchema>;

export const leadBulkMessageReplySchema = z.object({
  status: z.literal('success'),
  /** Messages queued, one per lead that agreed to messages and has the address. */
  queued: z.number(),
  /** Chosen leads left out: no marketing consent, or no address for the channel. */
  skipped: z.number(),
});
export type LeadBulkMessageReply = z.infer<typeof leadBulkMessageReplySchema>;

export const leadExportLinkBodySchema = z.object({ event_id: idSchema });

const dataCaptureCall = { caller: 'organiser', tag: 'data capture' } as const;
const notFound = { 404: errorReplySchema } as const;

export const leadEndpoints = {
  capture: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'POST',
    path: '/booth/leads',
    summary: "Stores one guest's answers to the event's form, with their consent",
    body: boothLeadBodySchema,
    reply: boothLeadReplySchema,
    failures: { 403: refusalReplySchema },
  }),
  events: defineEndpoint({
    ...dataCaptureCall,
    method: 'GET',
    path: '/data-capture/events',
    roles: ROLES.managers,
    summary: "The organiser's events with their lead counts, 5 a page",
    query: dataCaptureEventsQuerySchema,
    reply: dataCaptureEventsReplySchema,
    failures: { 403: refusalReplySchema },
  }),
  trendGraph: defineEndpoint({
    ...dataCaptureCall,
    method: 'GET',
    path: '/data-trend-graph/data-capture',
    roles: ROLES.managers,
    planOption: 'data_capture',
    summary: 'Leads captured by day (week, month) and by month (year)',
    reply: dataTrendGraphReplySchema,
  }),
  eventLeads: defineEndpoint({
    ...dataCaptureCall,
    method: 'GET',
    path: '/data-capture-events-view/:id',
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'id' },
    summary: "One event's leads, newest first",
    params: z.object({ id: idSchema }),
    query: eventLeadsQuerySchema,
    reply: eventLeadsReplySchema,
    failures: { ...notFound, 403: refusalReplySchema },
  }),
  bulkMessage: defineEndpoint({
    ...dataCaptureCall,
    method: 'POST',
    path: '/leads/bulk/sms-email',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'event_id' },
    summary: "Queues the organiser's e-mail or SMS to all, some or one of an event's leads",
    body: leadBulkMessageBodySchema,
    reply: leadBulkMessageReplySchema,
    failures: { ...notFound, 403: refusalReplySchema, 409: errorReplySchema },
  }),
  exportLink: defineEndpoint({
    ...dataCaptureCall,
    method: 'POST',
    path: '/export-data-capture-link',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'event_id' },
    summary: "A short-lived signed address of the event's leads as CSV",
    body: leadExportLinkBodySchema,
    reply: downloadLinkReplySchema,
    failures: { ...notFound, 403: refusalReplySchema },
  }),
  exportCsv: defineEndpoint({
    caller: 'anyone',
    tag: 'data capture',
    method: 'GET',
    path: '/export-data-capture/:uuid',
    roles: ROLES.managers,
    summary: "The event's leads as CSV, streamed",
    description: SIGNED_OR_BEARER,
    params: z.object({ uuid: z.uuid() }),
    query: signedLinkQuerySchema,
    reply: z.unknown().describe('The CSV file'),
    failures: { 401: errorReplySchema, 403: refusalReplySchema, 404: errorReplySchema },
  }),
};
