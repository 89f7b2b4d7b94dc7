/**
 * A refused data-rights call in the guest's language. The server's answers are English (as all
 * its validation messages are); each one the page can meet has its own status, so the page says
 * it from its catalogue: 422 is the step's own (an address, or a code, that is not right). Other
 * failures (the network, the server) keep the client's words.
 */
import type { CatalogueKey, GuestText } from '@boothdeck/i18n';
import { ApiError, getErrorMessage } from '@/shared/api/api-error';

const TEXT_OF_STATUS: Record<number, CatalogueKey> = {
  401: 'guest.data.passExpired',
  403: 'guest.data.passExpired',
  410: 'guest.data.requestClosed',
  429: 'guest.data.tooMany',
};

export function dataErrorText(error: unknown, { t }: Pick<GuestText, 't'>, refused?: CatalogueKey): string {
  const status = error instanceof ApiError ? error.status : 0;
  const key = status === 422 ? refused : TEXT_OF_STATUS[status];
  return key ? t(key) : getErrorMessage(error);
}
