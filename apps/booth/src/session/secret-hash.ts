/**
 * A salted PBKDF2 hash of the event's admin password, kept on the device at set-up so the
 * operator can be checked while the booth is offline. The password itself is never stored.
 */

export type SecretHash = { salt: string; hash: string; iterations: number };

/** Enough to make a guess cost about 100 ms on a tablet; four digits are still only 10,000 guesses. */
export const SECRET_HASH_ITERATIONS = 150_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(secret: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashSecret(secret: string, iterations = SECRET_HASH_ITERATIONS): Promise<SecretHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: toBase64(await derive(secret, salt, iterations)), iterations };
}

/** Whether `secret` is the one hashed; compares every byte, whatever the first difference. */
export async function verifySecret(secret: string, stored: SecretHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(secret, fromBase64(stored.salt), stored.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1) difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
