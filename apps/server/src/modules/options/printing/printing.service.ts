/**
 * Printing: the paper, copies per guest, auto-print, the event's print limit, the shots of a strip
 * and the print frame, one setting document that owns the frame's file. The frame is artwork at
 * the paper's pixel size (one strip's, for strips), checked and re-encoded like every option image.
 */
import {
  PAPER_SIZE_IDS,
  PAPER_SIZES,
  type PaperSize,
  PRINT_FRAME_MAX_BYTES,
  PRINTING_STEP_MESSAGES,
  type Printing,
  type PrintingFields,
} from '@boothdeck/contract';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import { type OptionsContext, parseDoc, type SettingDocs } from '../option-context.ts';
import type { OptionImages } from '../option-images.ts';

const storedPrintingSchema = z.object({
  paper: z.enum(PAPER_SIZE_IDS),
  copies: z.number(),
  auto_print: z.union([z.literal(0), z.literal(1)]),
  print_limit: z.number().nullable(),
  strip_shots: z.number(),
  frame_key: z.string().nullable(),
});
/** The printing settings as stored: the print frame by its storage key. */
export type StoredPrinting = z.infer<typeof storedPrintingSchema>;

/** The stored document read back; null when the step was never saved. */
export const parseStoredPrinting = (doc: string | undefined) => parseDoc(doc, storedPrintingSchema);

const storedPrinting = (docs: SettingDocs) => parseStoredPrinting(docs.get('printing'));

const printingOf = ({ frame_key, ...stored }: StoredPrinting, images: OptionImages): Printing => ({
  ...stored,
  print_frame: frame_key ? images.url(frame_key) : null,
});

export function readPrinting(options: OptionsContext, docs: SettingDocs): Printing | null {
  const stored = storedPrinting(docs);
  return stored && printingOf(stored, options.images);
}

export const printingFilesOf = (docs: SettingDocs): string[] => {
  const frame = storedPrinting(docs)?.frame_key;
  return frame ? [frame] : [];
};

/** The stored frame's key when the body keeps it (absent, or its own address), null when '' removes it. */
function keptFrame(body: PrintingFields, current: StoredPrinting | null, images: OptionImages): string | null {
  const currentKey = current?.frame_key ?? null;
  if (body.print_frame === undefined) return currentKey;
  if (body.print_frame === '') return null;
  if (currentKey && body.print_frame.endsWith(images.url(currentKey))) return currentKey;
  throw AppError.validation('print_frame', PRINTING_STEP_MESSAGES.frameInvalid);
}

export function createPrintingService(options: OptionsContext) {
  const readFrame = (dataUrl: string, paper: PaperSize) => {
    const [width, height] = PAPER_SIZES[paper].artwork;
    return options.images.read(dataUrl, {
      field: 'print_frame',
      maxBytes: PRINT_FRAME_MAX_BYTES,
      invalidText: PRINTING_STEP_MESSAGES.frameInvalid,
      size: { width, height, text: PRINTING_STEP_MESSAGES.frameSize(paper) },
    });
  };

  return {
    async save(userId: number, eventId: number, body: PrintingFields): Promise<Printing> {
      const event = await options.ownedEvent(userId, eventId);
      const current = parseStoredPrinting(await options.settings.find(event.id, 'printing'));
      const isNewFrame = body.print_frame?.startsWith('data:') === true;
      const kept = isNewFrame ? null : keptFrame(body, current, options.images);
      // A kept frame drawn for another paper no longer fits: a new one must come with the change.
      if (kept && current && current.paper !== body.paper && !sameArtwork(current.paper, body.paper)) {
        throw AppError.validation('print_frame', PRINTING_STEP_MESSAGES.frameSize(body.paper));
      }
      const image = isNewFrame && body.print_frame ? await readFrame(body.print_frame, body.paper) : null;
      const frameKey = image ? await options.images.store('print_frame', image) : kept;
      const stored: StoredPrinting = {
        paper: body.paper,
        copies: body.copies,
        auto_print: body.auto_print,
        print_limit: body.print_limit ?? null,
        strip_shots: body.strip_shots,
        frame_key: frameKey,
      };
      await options.settings.put(event.id, 'printing', JSON.stringify(stored), nowIso()).catch(async (error) => {
        if (image && frameKey) await options.images.discard(frameKey);
        throw error;
      });
      if (current?.frame_key && current.frame_key !== frameKey) await options.images.discard(current.frame_key);
      return printingOf(stored, options.images);
    },
  };
}

const sameArtwork = (a: PaperSize, b: PaperSize) =>
  PAPER_SIZES[a].artwork.join('x') === PAPER_SIZES[b].artwork.join('x');
