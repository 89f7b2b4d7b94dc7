/**
 * A colour filter applied to a stored image: the 4×5 matrix of an SVG
 * `<feColorMatrix type="matrix">`, worked in sRGB as the web preview works it, so the guests'
 * media gets what the organiser previewed. The image keeps its format (PNG, JPEG or WebP).
 */
import { COLOR_MATRIX_LENGTH, type ColorMatrix, isColorMatrix } from '@boothdeck/contract';
import sharp, { type Matrix3x3 } from 'sharp';
import { InvalidImageError } from './image-errors.ts';
import { encodeAs, IMAGE_MAX_PIXELS, sniffImageKind } from './image-upload.ts';

const COLOUR_ROWS = [0, 1, 2] as const;
const IDENTITY_ALPHA_ROW = [0, 0, 0, 1, 0];

/** Alpha stays as it is and no colour depends on it: true of every shipped filter. */
export function hasIdentityAlpha(matrix: ColorMatrix): boolean {
  const readsAlpha = COLOUR_ROWS.some((row) => matrix[row * 5 + 3] !== 0);
  return !readsAlpha && IDENTITY_ALPHA_ROW.every((value, column) => matrix[15 + column] === value);
}

export async function applyColorFilter(image: Buffer, matrix: ColorMatrix): Promise<Buffer> {
  if (!isColorMatrix(matrix)) throw new RangeError(`A colour matrix has ${COLOR_MATRIX_LENGTH} numbers.`);
  // sharp's 3×3 recomb passes alpha through. Alpha could not survive in a JPEG anyway, so a
  // matrix that changes or reads it is refused rather than applied in part.
  if (!hasIdentityAlpha(matrix)) throw new RangeError('A colour filter must leave alpha unchanged.');
  const kind = sniffImageKind(image);
  if (!kind) throw new InvalidImageError('not a PNG, JPEG or WebP');
  const weights = COLOUR_ROWS.map((row) => matrix.slice(row * 5, row * 5 + 3)) as Matrix3x3;
  // sharp truncates to 0..255 after linear; half a level more makes that the preview's rounding.
  const offsets = COLOUR_ROWS.map((row) => (matrix[row * 5 + 4] ?? 0) * 255 + 0.5);
  try {
    // sharp runs recomb before linear whatever the call order and keeps the sums unclamped
    // between them, so the result is clamped once, after the offset, as feColorMatrix does.
    // The output keeps no metadata, so an EXIF orientation is applied rather than lost.
    const filtered = sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .recomb(weights)
      .linear([1, 1, 1], offsets);
    return await encodeAs(kind, filtered).toBuffer();
  } catch (error) {
    throw new InvalidImageError(`undecodable ${kind}: ${(error as Error).message}`);
  }
}
