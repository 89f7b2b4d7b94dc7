/**
 * A visitor's access to a password-protected gallery. A right password earns a grant: an
 * HttpOnly, SameSite=Strict cookie named after the event, holding its expiry and an HMAC (the
 * shared signing key) over the event's uuid and that expiry. Nothing travels in an address, a
 * script on the page cannot read it, and it opens that gallery only, for a few hours.
 *
 * A guest who has not failed always has the password checked; the caps bind those who fail.
 * Each browser carries a visitor cookie (a random id, set with the first reply that finds none).
 * Once a visitor has guessed wrong, its guesses are limited per visitor, and per gallery with
 * every other visitor who failed, so one guesser cannot try many passwords and many together
 * cannot either. A visitor who has not failed (a guest at the venue, behind the same address as
 * a guesser) is checked whatever others did. A client that drops the cookie is a new visitor on
 * every try, so the wrong guesses of new visitors are capped per gallery and address as well.
 */
import { randomBytes } from 'node:crypto';
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
  /** One visitor (its cookie) at one gallery, once it has failed. */
  perVisitor: {
    name: 'gallery-password-visitor',
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  /** Every visitor who failed at one gallery together. */
  perGallery: {
    name: 'gallery-password-gallery',
    limit: 200,
    windowMs: 15 * MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  /** Wrong first guesses of new visitors (no failure yet) from one address at one gallery. */
  newVisitorsPerAddress: {
    name: 'gallery-password-new-visitors-ip',
    limit: 50,
    windowMs: 15 * MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
} as const satisfies Record<string, RateLimitRule>;

export const GALLERY_ACCESS_MESSAGES = {
  wrongPassword: 'The password is incorrect.',
  locked: 'This gallery is protected by a password.',
} as const;

/** Cookies reach every public gallery call and file, which all live under the API. */
const COOKIE_PATH = '/api/v1/';
const cookieName = (eventId: number) => `gallery_access_${eventId}`;
/** The browser's visitor id, the same at every gallery: only its failures are counted by it. */
const VISITOR_COOKIE = 'gallery_visitor';
const VISITOR_LIFETIME_S = 24 * 60 * 60;
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
  /** Counts a failure that was already checked; a cap it meets no longer matters to this answer. */
  async function countFailure(rule: RateLimitRule, subject: string): Promise<void> {
    try {
      await rateLimiter.consume(rule, subject);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
    }
  }

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
      const { perVisitor, perGallery, newVisitorsPerAddress } = GALLERY_PASSWORD_RULES;
      const secure = request.protocol === 'https' ? '; Secure' : '';
      const cookies: string[] = [];
      let visitorId = cookieOf(request, VISITOR_COOKIE);
      if (!visitorId || !/^[A-Za-z0-9_-]{22}$/.test(visitorId)) {
        visitorId = randomBytes(16).toString('base64url');
        cookies.push(
          `${VISITOR_COOKIE}=${visitorId}; Path=${COOKIE_PATH}; Max-Age=${VISITOR_LIFETIME_S}; HttpOnly; SameSite=Strict${secure}`,
        );
      }
      const visitor = `${event.id}:${visitorId}`;
      const gallery = String(event.id);
      const newcomers = `${event.id}:${request.ip}`;
      const hasFailed = (await rateLimiter.count(perVisitor, visitor)) > 0;
      // Counted before the check, so a capped guesser learns nothing; taken back when right.
      const attempt = hasFailed
        ? await consumeEach(rateLimiter, [
            [perVisitor, visitor],
            [perGallery, gallery],
          ])
        : await rateLimiter.consume(newVisitorsPerAddress, newcomers);
      const right = passwordHash
        ? await passwords.verify(passwordHash, password)
        : await passwords.verifyAgainstDummy(password);
      if (!right) {
        // A first failure makes a guesser of the visitor, counted with the others from now on.
        if (!hasFailed) await Promise.all([countFailure(perVisitor, visitor), countFailure(perGallery, gallery)]);
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        throw AppError.validation('password', GALLERY_ACCESS_MESSAGES.wrongPassword);
      }
      await Promise.all([attempt.refund(), rateLimiter.reset(perVisitor, visitor)]);
      const { expires, signature } = await signer.sign(accessGrant(event.uuid));
      cookies.push(
        `${cookieName(event.id)}=${expires}.${signature}; Path=${COOKIE_PATH}; Max-Age=${GALLERY_GRANT_LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
      );
      reply.header('set-cookie', cookies);
    },
  };
}

/** The refusal of a protected gallery's call or file without a grant. */
export const lockedGallery = () => new AppError('forbidden', GALLERY_ACCESS_MESSAGES.locked);
export const galleryNotFound = () => new AppError('not_found', MESSAGES.notFound);
