/**
 * What a guest is told when something could not be kept or queued: the booth's storage being
 * full is said as such, anything else as the screen's own failure text.
 */
import type { CatalogueKey } from '@boothdeck/i18n';
import { OutboxFullError } from './storage-state.ts';

export const failureTextOf = (error: unknown, otherwise: CatalogueKey): CatalogueKey =>
  error instanceof OutboxFullError ? 'kiosk.storage.full' : otherwise;
