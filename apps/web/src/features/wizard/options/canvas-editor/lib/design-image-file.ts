/** Images an organiser places on the canvas from their own computer (Upload). */
import type { ImageFileRules } from '@/shared/lib/image-file-check';

export const DESIGN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const DESIGN_IMAGE_TOO_LARGE = 'Please choose a PNG, JPEG or WebP image of at most 5 MB.';
export const DESIGN_IMAGE_UNREADABLE = 'That file could not be read as an image.';

export const DESIGN_IMAGE_RULES: ImageFileRules = {
  maxBytes: DESIGN_IMAGE_MAX_BYTES,
  tooLargeText: DESIGN_IMAGE_TOO_LARGE,
};
