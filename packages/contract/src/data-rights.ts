/**
 * A guest's data rights: from any message or page they got from an event, a guest asks what the
 * event holds under their e-mail address or mobile number, proves it is theirs with a code sent
 * there, and then downloads it or erases it. The organiser sees that erasures happened (how many,
 * when), never what they erased. Each event may also have its guests' data deleted a number of
 * days after it ends (its retention).
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { guestLanguageSchema } from './guest-language-schemas.ts';
import { signedLinkQuerySchema } from './media.ts';
import { ROLES } from './roles.ts';

/** Digits a confirmation code has. */
export const DATA_CODE_LENGTH = 6;
/** Minutes a code may be used, and a confirmed request's pass lasts. */
export const DATA_CODE_MINUTES = 15;
export const DATA_PASS_MINUTES = 30;
/** Wrong codes a request takes before it is closed. */
export const DATA_CODE_MAX_FAILURES = 5;
/** The longest retention an organiser may set, in days (ten years). */
export const RETENTION_MAX_DAYS = 3650;
/** Days before a retention purge that the organiser is warned by e-mail. */
export const RETENTION_WARNING_DAYS = 7;

export const DATA_RIGHTS_MESSAGES = {
  contactInvalid: 'Please type the e-mail address or mobile number the event has for you.',
  codeSent: 'If this event holds anything under that address, a code is on its way there.',
  codeWrong: 'That code is not right. Please check it and try again.',
  requestClosed: 'This code has expired or was mistyped too often. Please ask for a new one.',
  passExpired: 'Your confirmation has expired. Please ask for a new code.',
  retentionInvalid: `Please choose between 1 and ${RETENTION_MAX_DAYS} days, or keep.`,
} as const;

const contactSchema = z
  .string()
  .trim()
  .min(1, DATA_RIGHTS_MESSAGES.contactInvalid)
  .max(254, DATA_RIGHTS_MESSAGES.contactInvalid)
  .refine(
    (value) => z.email().safeParse(value).success || /^\+?[\d\s().-]{6,24}$/.test(value),
    DATA_RIGHTS_MESSAGES.contactInvalid,
  );

/** The page's language: the code, and later the receipt, go out in it (absent or not the event's: its default). */
const messageLanguage = { language: guestLanguageSchema.optional() };

export const dataRequestBodySchema = z.object({
  event_id: z.uuid(),
  contact: contactSchema,
  ...messageLanguage,
});
export type DataRequestBody = z.input<typeof dataRequestBodySchema>;

export const dataRequestReplySchema = z.object({
  request_id: z.uuid(),
  /** Where the code was sent, if the event holds anything there. */
  channel: z.enum(['email', 'sms']),
  message: z.string(),
});
export type DataRequestReply = z.infer<typeof dataRequestReplySchema>;

export const dataConfirmBodySchema = z.object({
  request_id: z.uuid(),
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${DATA_CODE_LENGTH}}$`), DATA_RIGHTS_MESSAGES.codeWrong),
});
export type DataConfirmBody = z.input<typeof dataConfirmBodySchema>;

/** What the event holds under the confirmed address, counted. */
export const dataHoldingsSchema = z.object({
  /** Contact records the booth's form took (name, address, answers). */
  leads: z.number().int(),
  /** Of those, the ones with a consent record (the terms shown and the marketing choice). */
  consents: z.number().int(),
  /** Messages sent to the address: shares, vouchers and the organiser's messages. */
  shares: z.number().int(),
  /** Photos and clips tied to the address (by the form or by a share). */
  captures: z.number().int(),
});
export type DataHoldings = z.infer<typeof dataHoldingsSchema>;

export const dataConfirmReplySchema = z.object({
  /** The pass the export and the erasure take; it lasts DATA_PASS_MINUTES. */
  pass: z.string(),
  expires_at: z.string(),
  event_name: z.string(),
  holdings: dataHoldingsSchema,
});
export type DataConfirmReply = z.infer<typeof dataConfirmReplySchema>;

export const dataPassBodySchema = z.object({ pass: z.string().min(20).max(100) });

export const dataEraseBodySchema = dataPassBodySchema.extend({
  /** Also erase the photos and clips tied to the address, and their files. */
  captures: z.boolean(),
  ...messageLanguage,
});
export type DataEraseBody = z.input<typeof dataEraseBodySchema>;

export const erasureReceiptSchema = z.object({
  receipt_no: z.string(),
  erased_at: z.string(),
  event_name: z.string(),
  erased: dataHoldingsSchema,
});
export type ErasureReceipt = z.infer<typeof erasureReceiptSchema>;

export const dataEventReplySchema = z.object({
  event_name: z.string(),
  /** The languages the event's guest pages speak and the one they start in (absent: English only). */
  languages: z.array(guestLanguageSchema).optional(),
  default_language: guestLanguageSchema.optional(),
});

export const dataExportLinkReplySchema = z.object({ url: z.string() });

/** Files are streamed; the schema only documents them. */
const exportFileSchema = z.unknown().describe('A ZIP: data.json and the capture files');

/** The organiser's view: that erasures happened, and when. */
export const guestErasuresReplySchema = z.object({
  total: z.number().int(),
  erasures: z.array(z.object({ erased_at: z.string() })),
});
export type GuestErasuresReply = z.infer<typeof guestErasuresReplySchema>;

export const retentionSchema = z.object({
  /** Days after the event's end its guests' data is deleted; null keeps it. */
  retention_days: z
    .number()
    .int()
    .min(1, DATA_RIGHTS_MESSAGES.retentionInvalid)
    .max(RETENTION_MAX_DAYS, DATA_RIGHTS_MESSAGES.retentionInvalid)
    .nullable(),
});
export type RetentionBody = z.input<typeof retentionSchema>;

export const retentionReplySchema = retentionSchema.extend({
  /** When the deletion runs (UTC ISO); null when kept. */
  purge_at: z.string().nullable(),
  /** When the deletion last finished; null before. */
  purged_at: z.string().nullable(),
});
export type RetentionReply = z.infer<typeof retentionReplySchema>;

const guestCall = { caller: 'anyone', tag: 'data rights' } as const;
const organiserCall = { caller: 'organiser', tag: 'data rights' } as const;
const message = z.object({ message: z.string() });
const eventParams = z.object({ eventId: idSchema });

export const dataRightsEndpoints = {
  event: defineEndpoint({
    ...guestCall,
    method: 'GET',
    path: '/your-data/event/:eventId',
    summary: "The event a guest's data page is about",
    params: z.object({ eventId: z.uuid() }),
    reply: dataEventReplySchema,
    failures: { 404: message },
  }),
  request: defineEndpoint({
    ...guestCall,
    method: 'POST',
    path: '/your-data/request',
    summary: 'Sends a confirmation code to the address, if the event holds anything under it',
    body: dataRequestBodySchema,
    reply: dataRequestReplySchema,
    failures: { 404: message, 429: message },
  }),
  confirm: defineEndpoint({
    ...guestCall,
    method: 'POST',
    path: '/your-data/confirm',
    summary: 'Confirms the code: a pass to see, download or erase what the event holds',
    body: dataConfirmBodySchema,
    reply: dataConfirmReplySchema,
    failures: { 410: message, 429: message },
  }),
  exportLink: defineEndpoint({
    ...guestCall,
    method: 'POST',
    path: '/your-data/export-link',
    summary: 'A signed address of the download of what the event holds under the address',
    body: dataPassBodySchema,
    reply: dataExportLinkReplySchema,
    failures: { 401: message },
  }),
  exportFile: defineEndpoint({
    ...guestCall,
    method: 'GET',
    path: '/your-data/export/:requestId',
    summary: 'The download: data.json and the capture files, in one ZIP',
    params: z.object({ requestId: z.uuid() }),
    query: signedLinkQuerySchema,
    reply: exportFileSchema,
    failures: { 403: message, 404: message },
  }),
  erase: defineEndpoint({
    ...guestCall,
    method: 'POST',
    path: '/your-data/erase',
    summary: 'Erases what the event holds under the address; answers the receipt',
    body: dataEraseBodySchema,
    reply: z.object({ receipt: erasureReceiptSchema }),
    failures: { 401: message },
  }),
  erasures: defineEndpoint({
    ...organiserCall,
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'eventId' },
    method: 'GET',
    path: '/events/:eventId/guest-erasures',
    summary: 'How many guests erased their data from the event, and when (never what)',
    params: eventParams,
    reply: guestErasuresReplySchema,
  }),
  retention: defineEndpoint({
    ...organiserCall,
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'eventId' },
    method: 'GET',
    path: '/events/:eventId/retention',
    summary: "How long the event keeps its guests' data",
    params: eventParams,
    reply: retentionReplySchema,
  }),
  saveRetention: defineEndpoint({
    ...organiserCall,
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'eventId' },
    method: 'PUT',
    path: '/events/:eventId/retention',
    summary: "Sets how many days after its end the event's guest data is deleted (null keeps it)",
    params: eventParams,
    body: retentionSchema,
    reply: retentionReplySchema,
  }),
} as const;
