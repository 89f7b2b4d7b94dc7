/** Images an organiser places on the canvas from their own computer (Upload). */

export const DESIGN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DESIGN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const DESIGN_IMAGE_INVALID = 'Please choose a PNG, JPEG or WebP image of at most 5 MB.';
export const DESIGN_IMAGE_UNREADABLE = 'That file could not be read as an image.';

/** Why a chosen file cannot go on the canvas, or null when it can. */
export function designImageFileError(file: { type: string; size: number }): string | null {
  const isImage = (DESIGN_IMAGE_TYPES as readonly string[]).includes(file.type);
  return isImage && file.size > 0 && file.size <= DESIGN_IMAGE_MAX_BYTES ? null : DESIGN_IMAGE_INVALID;
}
