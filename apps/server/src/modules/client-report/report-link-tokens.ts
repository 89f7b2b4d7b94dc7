/**
 * The token a report link carries: a random public id and its HMAC under the server's link key
 * (`<id>.<signature>`). The signature refuses a made-up or altered token before the database is
 * asked; the row behind the id says whether the link is revoked or past its expiry.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type ReportLinkTokens = ReturnType<typeof createReportLinkTokens>;

export function createReportLinkTokens(secret: () => Promise<string>) {
  const signatureOf = async (publicId: string) =>
    createHmac('sha256', await secret())
      .update(`report-link\n${publicId}`)
      .digest('base64url');

  return {
    newPublicId: () => randomBytes(16).toString('base64url'),

    async tokenOf(publicId: string): Promise<string> {
      return `${publicId}.${await signatureOf(publicId)}`;
    },

    /** The public id a well-signed token names, or undefined. */
    async publicIdOf(token: string): Promise<string | undefined> {
      const [publicId, signature, ...rest] = token.split('.');
      if (!publicId || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(await signatureOf(publicId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : undefined;
    },
  };
}
