/**
 * The booth's own ids for what it sends: random, so two booths (or a reinstalled one) never
 * clash, and unguessable, because a capture's id is part of the guest's pending share address.
 * 8 to 100 of A-Z a-z 0-9 _ -, the form every booth call accepts.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_CHARACTERS = 22; // about 131 bits

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function newClientId(prefix: 'c' | 'l' | 'v' | 's' | 'p'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_CHARACTERS));
  // 62 letters: a byte modulo 62 is biased by under 1 %, harmless for an id.
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}_${random}`;
}
