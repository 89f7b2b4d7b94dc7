/**
 * Why a guest page could not read what it shows, in the guest's language: no such page (the
 * server's 404), or no answer (the network, the server). The server's own words are English.
 */
import type { GuestText } from '@boothdeck/i18n';
import { ApiError } from '@/shared/api/api-error';

export function pageFailureText(error: unknown, { t }: Pick<GuestText, 't'>): string {
  const status = error instanceof ApiError ? error.status : 0;
  return t(status === 404 ? 'common.page.notFound' : 'common.page.unreachable');
}
