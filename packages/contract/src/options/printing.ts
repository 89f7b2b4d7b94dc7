/**
 * The printing step: the paper, copies per guest, auto-print or a Print button, the event's
 * print limit, the shots of a strip session and the print frame (artwork at the paper's pixel
 * size). `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { flagSchema } from '../common.ts';
import {
  PAPER_SIZE_IDS,
  PAPER_SIZES,
  type PaperSize,
  PRINT_COPIES_MAX,
  PRINT_FRAME_MAX_BYTES,
  STRIP_SHOTS,
} from '../option-constants.ts';
import { printingSchema } from '../option-settings.ts';
import { blankAsMissing, bodyLimitFor, dataUrlOf, saved } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

/** The texts the printing step's checks answer with. */
export const PRINTING_STEP_MESSAGES = {
  paper: 'Choose one of the paper sizes',
  copies: `Copies per guest are 1 to ${PRINT_COPIES_MAX}`,
  limit: 'The print limit is a whole number of sheets, at least 1, or blank for none',
  stripShots: 'A strip takes 3 or 4 shots',
  frameInvalid: 'Please upload a PNG, JPEG or WebP image for the print frame',
  frameSize: (paper: PaperSize) => {
    const [width, height] = PAPER_SIZES[paper].artwork;
    return `The print frame must be ${width} × ${height} pixels for ${PAPER_SIZES[paper].label} paper`;
  },
} as const;

const printingFields = {
  paper: z.enum(PAPER_SIZE_IDS, { error: PRINTING_STEP_MESSAGES.paper }),
  copies: z.coerce
    .number({ error: PRINTING_STEP_MESSAGES.copies })
    .int({ error: PRINTING_STEP_MESSAGES.copies })
    .min(1, { error: PRINTING_STEP_MESSAGES.copies })
    .max(PRINT_COPIES_MAX, { error: PRINTING_STEP_MESSAGES.copies }),
  auto_print: flagSchema.optional().default(0),
  /** Sheets the event may print in all; blank or absent for no limit. */
  print_limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: PRINTING_STEP_MESSAGES.limit })
      .int({ error: PRINTING_STEP_MESSAGES.limit })
      .min(1, { error: PRINTING_STEP_MESSAGES.limit })
      .max(1_000_000, { error: PRINTING_STEP_MESSAGES.limit })
      .optional(),
  ),
  strip_shots: z.coerce
    .number()
    .refine((value) => (STRIP_SHOTS as readonly number[]).includes(value), {
      error: PRINTING_STEP_MESSAGES.stripShots,
    })
    .optional()
    .default(STRIP_SHOTS[0]),
  /**
   * A data URL of new artwork at the paper's pixel size; the current frame's address (or absent)
   * keeps it; '' removes it.
   */
  print_frame: dataUrlOf(PRINT_FRAME_MAX_BYTES).optional(),
};

const bodies = stepBodies(printingFields);
export type PrintingBody = z.input<typeof bodies.save>;
export type PrintingUpdateBody = z.input<typeof bodies.update>;
export type PrintingFields = z.output<typeof bodies.update>;

export const printingReplySchema = saved({ printing: printingSchema });
export type PrintingReply = z.infer<typeof printingReplySchema>;

export const printingEndpoints = stepEndpoints(bodies, printingReplySchema, {
  save: ['/event-printing', 'Save the printing step'],
  update: ['/event/printing/update/:id', "Update the event's printing"],
  planOption: 'printing',
  bodyLimit: bodyLimitFor(PRINT_FRAME_MAX_BYTES),
});
