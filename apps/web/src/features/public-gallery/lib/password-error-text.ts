/**
 * Why the password page refused a guess, as a catalogue text: the server's answers are English,
 * and each one the page can meet has its own status.
 */
import type { CatalogueKey } from '@boothdeck/i18n';
import { ApiError } from '@/shared/api/api-error';

const TEXT_OF_STATUS: Record<number, CatalogueKey> = {
  404: 'common.page.notFound',
  /** A wrong password. */
  422: 'guest.password.wrong',
  /** A puzzle the browser could not solve, or one the server no longer takes: try again. */
  428: 'guest.password.unsolved',
  /** This browser has guessed wrong too often for now. */
  429: 'guest.password.tooMany',
};

export function passwordErrorKey(error: unknown): CatalogueKey {
  const status = error instanceof ApiError ? error.status : 0;
  return TEXT_OF_STATUS[status] ?? 'common.page.unreachable';
}
