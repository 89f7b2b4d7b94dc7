/**
 * A voucher's two random names: the uuid of its page (122 random bits) and the voucher number
 * staff read out (12 characters of Crockford base32, 60 random bits). Neither follows from
 * another voucher's, so a guest cannot reach someone else's voucher by counting.
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** Digits and capitals without I, L, O and U, which are easily misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_NO_LENGTH = 12;

export function newVoucherNo(): string {
  // 32 symbols: each random byte's low five bits pick one, evenly.
  return Array.from(randomBytes(VOUCHER_NO_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const newVoucherUuid = (): string => randomUUID();
