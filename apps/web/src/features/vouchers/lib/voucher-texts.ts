/**
 * The voucher page's words for what the voucher calls answer, in the guest's language: the
 * states, and the refusals the page expects (the server's own English for anything else).
 */
import { VOUCHER_MESSAGES, type VoucherState } from '@boothdeck/contract/voucher-texts';
import type { CatalogueKey, GuestText } from '@boothdeck/i18n';
import { ApiError, getErrorMessage } from '@/shared/api/api-error';

export const STATE_TEXTS: Record<Exclude<VoucherState, 'available'>, CatalogueKey> = {
  claimed: 'guest.voucher.alreadyClaimed',
  expired: 'guest.voucher.expired',
};

const REFUSALS: Record<string, CatalogueKey> = {
  [VOUCHER_MESSAGES.notFound]: 'guest.voucher.notFound',
  [VOUCHER_MESSAGES.wrongPin]: 'guest.voucher.wrongPin',
  [VOUCHER_MESSAGES.alreadyClaimed]: 'guest.voucher.alreadyClaimed',
  [VOUCHER_MESSAGES.expired]: 'guest.voucher.expired',
};

/** What a refused voucher call says to the guest and the staff at the counter. */
export function voucherFailureText(error: unknown, t: GuestText['t']): string {
  if (!(error instanceof ApiError)) return getErrorMessage(error);
  const key = error.status === 429 ? 'guest.voucher.tooManyAttempts' : REFUSALS[error.message];
  return key ? t(key) : error.message;
}
