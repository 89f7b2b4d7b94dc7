/**
 * A visitor's access to a password-protected gallery. A right password earns a grant: an
 * HttpOnly, SameSite=Strict cookie named after the event, holding its expiry and an HMAC (the
 * shared signing key) over the event's uuid and that expiry. Nothing travels in an address, a
 * script on the page cannot read it, and it opens that gallery only, for a few hours.
 *
 * Wrong guesses are limited per gallery and address, so one visitor cannot try many passwords,
 * and per gallery, so many addresses together cannot either. A visitor sharing an address with
 * others is never held back by their guesses at other galleries.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Passwords } from '../../platform/auth/passwords.ts';
import { consumeEach, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { LinkSigner, SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { AppError } from '../../shared/app-error.ts';
import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';

/** How long a right password opens its gallery. */
export const GALLERY_GRANT_LIFETIME_MS = 6 * HOUR_MS;

export const GALLERY_PASSWORD_RULES = {
  /** One address at one gallery. */
  perVisitor: { name: 'gallery-password-visitor', limit: 10, windowMs: 15 * MINUTE_MS },
  /** Every address at one gallery together. */
  perGallery: { name: 'gallery-password-gallery', limit: 200, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

export const GALLERY_ACCESS_MESSAGES = {
  wrongPassword: 'The password is incorrect.',
  locked: 'This gallery is protected by a password.',
} as const;

/** Cookies reach every public gallery call and file, which all live under the API. */
const COOKIE_PATH = '/api/v1/';
const cookieName = (eventId: number) => `gallery_access_${eventId}`;
const accessGrant = (eventUuid: string): SignedGrant => ({ path: 'gallery-access', subject: `event:${eventUuid}` });

type ProtectedEvent = { id: number; uuid: string };

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export type GalleryAccess = ReturnType<typeof createGalleryAccess>;

type Dependencies = { signer: LinkSigner; rateLimiter: RateLimiter; passwords: Passwords };

export function createGalleryAccess({ signer, rateLimiter, passwords }: Dependencies) {
  return {
    /** True when the request carries a valid, unexpired grant for this event. */
    async isGranted(request: FastifyRequest, event: ProtectedEvent): Promise<boolean> {
      const value = cookieOf(request, cookieName(event.id));
      const match = value?.match(/^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/);
      if (!match?.[1] || !match[2]) return false;
      const check = await signer.check(accessGrant(event.uuid), { expires: Number(match[1]), signature: match[2] });
      return check === 'valid';
    },

    /**
     * Checks one guess. A right one sets the grant cookie; a wrong one is a 422 with the
     * message the page shows under the field. Only wrong ones count against the limits, so a
     * crowd of guests giving the right password, from one address or many, is never refused.
     */
    async tryPassword(
      request: FastifyRequest,
      reply: FastifyReply,
      event: ProtectedEvent,
      passwordHash: string | null,
      password: string,
    ): Promise<void> {
      const visitor = `${event.id}:${request.ip}`;
      const { perVisitor, perGallery } = GALLERY_PASSWORD_RULES;
      const attempt = await consumeEach(rateLimiter, [
        [perVisitor, visitor],
        [perGallery, String(event.id)],
      ]);
      const right = passwordHash
        ? await passwords.verify(passwordHash, password)
        : await passwords.verifyAgainstDummy(password);
      if (!right) throw AppError.validation('password', GALLERY_ACCESS_MESSAGES.wrongPassword);
      await Promise.all([attempt.refund(), rateLimiter.reset(perVisitor, visitor)]);
      const { expires, signature } = await signer.sign(accessGrant(event.uuid));
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${cookieName(event.id)}=${expires}.${signature}; Path=${COOKIE_PATH}; Max-Age=${GALLERY_GRANT_LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}

/** The refusal of a protected gallery's call or file without a grant. */
export const lockedGallery = () => new AppError('forbidden', GALLERY_ACCESS_MESSAGES.locked);
export const galleryNotFound = () => new AppError('not_found', MESSAGES.notFound);
