/**
 * The voucher page's texts and the answers of the voucher calls, without schemas, so the page a
 * guest opens from a link loads without zod.
 */
export const VOUCHER_MESSAGES = {
  warning: 'DO NOT CLAIM. STAFF USE ONLY.',
  claimed: 'Voucher claimed successfully',
  alreadyClaimed: 'Voucher already claimed',
  expired: 'Voucher expired',
  /** A wrong staff PIN and a voucher that does not exist get this same answer. */
  wrongPin: 'The staff PIN is incorrect.',
  /** Any voucher address that is not one voucher's (unknown, or parts of two vouchers). */
  notFound: 'This voucher could not be found.',
  offerUnknown: 'This offer is not one of the event’s offers.',
  offerExpired: 'This offer has expired.',
  offerUsedUp: 'All vouchers of this offer have been given out.',
  offersOff: 'This event does not give out offers.',
  leadUnknown: 'This guest is not one of the event’s leads.',
} as const;

/** Available until its offer's expiry, claimed once staff claim it, expired after that. */
export const VOUCHER_STATES = ['available', 'claimed', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** The page a voucher opens: the QR code on it points here too. */
export const voucherPagePath = (eventId: number | string, uuid: string, voucherNo: string) =>
  `/offer/avail/${eventId}/${uuid}/${voucherNo}`;
