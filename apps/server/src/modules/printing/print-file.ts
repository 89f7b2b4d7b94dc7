/**
 * A capture's print-ready file, as the booth prints it: the picture cropped to cover the paper's
 * artwork size at 300 dpi (never stretched), the print frame laid over it, and for strips two of
 * them side by side on the 4×6 sheet. A JPEG that says 300 dpi, or a one-page PDF of the sheet.
 */
import { PAPER_SIZES, type PaperSize, PRINT_DPI, type PrintFileFormat, sheetPixels } from '@boothdeck/contract';
import sharp from 'sharp';
import { jpegPagePdf } from './print-pdf.ts';

export type PrintSource = { picture: Buffer; frame: Buffer | null; paper: PaperSize };
export type PrintFile = { bytes: Buffer; contentType: string; extension: string };

/** The sheet as a 300 dpi JPEG. */
export async function printSheet({ picture, frame, paper }: PrintSource): Promise<Buffer> {
  const { artwork, strips } = PAPER_SIZES[paper];
  const [width, height] = artwork;
  const framed = await sharp(picture, { failOn: 'truncated' })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .composite(frame ? [{ input: await sharp(frame).resize(width, height, { fit: 'fill' }).toBuffer() }] : [])
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const [sheetWidth, sheetHeight] = sheetPixels(paper);
  return sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: '#ffffff' } })
    .composite(Array.from({ length: strips }, (_, index) => ({ input: framed, left: index * width, top: 0 })))
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withDensity(PRINT_DPI)
    .toBuffer();
}

export async function printFile(source: PrintSource, format: PrintFileFormat): Promise<PrintFile> {
  const sheet = await printSheet(source);
  if (format === 'jpeg') return { bytes: sheet, contentType: 'image/jpeg', extension: 'jpg' };
  const pdf = jpegPagePdf(sheet, { pixels: sheetPixels(source.paper), inches: PAPER_SIZES[source.paper].inches });
  return { bytes: pdf, contentType: 'application/pdf', extension: 'pdf' };
}
