/**
 * Twilio signs each request it makes to us (a delivery report, say) in `X-Twilio-Signature`: the
 * base64 HMAC-SHA1, keyed with the account's auth token, of the full address it called followed by
 * every POST parameter, sorted by name, each name directly followed by its value.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  const signed = names.reduce(
    (text, name) =>
      params
        .getAll(name)
        .sort()
        .reduce((joined, value) => joined + name + value, text),
    url,
  );
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's for this request; compared in constant time. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
