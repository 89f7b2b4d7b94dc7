/** Images an organiser places on the canvas from their own computer (Upload). */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { ImageFileRules } from '@/shared/lib/image-file-check';

const DESIGN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const DESIGN_IMAGE_RULES: ImageFileRules = {
  maxBytes: DESIGN_IMAGE_MAX_BYTES,
  tooLargeText: MESSAGES.designImageTooLarge,
};
