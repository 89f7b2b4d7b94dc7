/**
 * Prints: a booth records each print job (`POST /booth/prints`, once per `client_id`), the
 * server holds the event to its print limit, the organiser downloads the print-ready file of a
 * capture (a JPEG at 300 dpi or a PDF of the page) and reads the event's prints by booth and by hour.
 */
import { z } from 'zod';
import { errorReplySchema, flagSchema, idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { captureClientIdSchema } from './media-upload.ts';
import { PRINT_COPIES_MAX } from './option-constants.ts';
import { ROLES } from './roles.ts';

export const boothPrintBodySchema = z.object({
  /** The booth's own id for this print job; a retry with it records nothing again. */
  client_id: captureClientIdSchema,
  /** The capture printed, by the booth's client id (it may not be uploaded yet). */
  media_client_id: captureClientIdSchema,
  /** Sheets printed; at most the event's copies per guest. */
  copies: z.coerce.number().int().min(1).max(PRINT_COPIES_MAX),
  /** When the booth printed (or asks to print), as the booth's clock has it. */
  printed_at: z.iso.datetime({ offset: true }),
  /**
   * 1 when the booth printed already, without the server (offline): recorded even past the
   * event's limit, since the sheet is in a guest's hand. 0 asks first: past the limit, 403.
   */
  offline: flagSchema.optional().default(0),
});
export type BoothPrintBody = z.input<typeof boothPrintBodySchema>;

export const printJobSchema = z.object({
  id: z.number(),
  client_id: z.string(),
  media_client_id: z.string(),
  copies: z.number(),
  printed_at: z.string(),
  offline: z.boolean(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/**
 * `created` is false when this client_id was recorded before (that job, nothing counted again).
 * `printed`: the event's sheets so far; `remaining`: what its limit leaves (null: no limit).
 */
export const boothPrintReplySchema = z.object({
  message: z.string(),
  created: z.boolean(),
  print: printJobSchema,
  printed: z.number(),
  remaining: z.number().nullable(),
});
export type BoothPrintReply = z.infer<typeof boothPrintReplySchema>;

export const PRINT_FILE_FORMATS = ['jpeg', 'pdf'] as const;
export type PrintFileFormat = (typeof PRINT_FILE_FORMATS)[number];

/** An event's prints: sheets in all, by booth and by hour (UTC, `YYYY-MM-DDTHH:00Z`). */
export const eventPrintsReplySchema = z.object({
  prints: z.object({
    sheets: z.number(),
    jobs: z.number(),
    print_limit: z.number().nullable(),
    by_booth: z.array(z.object({ booth: z.string(), sheets: z.number(), jobs: z.number() })),
    by_hour: z.array(z.object({ hour: z.string(), sheets: z.number() })),
  }),
});
export type EventPrintsReply = z.infer<typeof eventPrintsReplySchema>;

const fileReplySchema = z.unknown().describe('The file itself');

export const printingCalls = {
  record: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'POST',
    path: '/booth/prints',
    summary: 'Records a print job of the booth, once per client_id, within the event’s print limit',
    body: boothPrintBodySchema,
    reply: boothPrintReplySchema,
    failures: { 403: errorReplySchema },
  }),
  printFile: defineEndpoint({
    caller: 'organiser',
    roles: ROLES.staff,
    tag: 'gallery',
    method: 'GET',
    path: '/media/print-file/:mediaId',
    summary: "A capture's print-ready file at the event's paper size: a JPEG at 300 dpi or a PDF of the page",
    params: z.object({ mediaId: idSchema }),
    query: z.object({ format: z.enum(PRINT_FILE_FORMATS).optional().default('jpeg') }),
    reply: fileReplySchema,
    failures: { 404: errorReplySchema },
  }),
  eventPrints: defineEndpoint({
    caller: 'organiser',
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'id' },
    tag: 'analytics',
    method: 'GET',
    path: '/event-analytics/prints/:id',
    summary: "One event's prints: sheets in all, by booth and by hour",
    params: z.object({ id: idSchema }),
    reply: eventPrintsReplySchema,
  }),
} as const;
