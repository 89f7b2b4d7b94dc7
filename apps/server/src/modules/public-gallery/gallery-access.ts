/**
 * A visitor's access to a password-protected gallery. A right password earns a grant: an
 * HttpOnly, SameSite=Strict cookie named after the event, holding its expiry and an HMAC (the
 * shared signing key) over the event's uuid and that expiry. Nothing travels in an address, a
 * script on the page cannot read it, and it opens that gallery only, for a few hours.
 *
 * Wrong guesses are bounded without locking anyone out. Each browser carries a visitor cookie (a
 * random id, set with the first reply that finds none); a visitor who has failed as often as one
 * may is held (429), which holds that browser only. Every gallery checks a number of guesses
 * freely, per gallery and per address (counted before the check, taken back when right); past
 * either, a guess must bring a solved proof-of-work puzzle (`password-puzzles.ts`), refused with
 * 428 before any password is checked, and the puzzles grow dearer with the wrong guesses that
 * solved one. A client that drops or forges its cookie, from as many addresses as it likes, pays
 * for each guess; a guest at the venue, behind an address strangers guessed from, solves a puzzle
 * of a few seconds at most and is in.
 */
import { randomBytes } from 'node:crypto';
import type { GalleryPasswordProof } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Passwords } from '../../platform/auth/passwords.ts';
import {
  admittedOrNull,
  consumeEach,
  type RateLimiter,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limiter.ts';
import type { LinkSigner, SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { AppError } from '../../shared/app-error.ts';
import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';
import { type PasswordPuzzles, puzzleRequired } from './password-puzzles.ts';

/** How long a right password opens its gallery. */
export const GALLERY_GRANT_LIFETIME_MS = 6 * HOUR_MS;

export const GALLERY_PASSWORD_RULES = {
  /** One visitor (its cookie) at one gallery, once it has failed: wrong guesses only. */
  perVisitor: {
    name: 'gallery-password-visitor',
    limit: 10,
    windowMs: 15 * MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  /** Wrong guesses one gallery checks without a puzzle, from every visitor together. */
  freePerGallery: {
    name: 'gallery-password-gallery',
    limit: 20,
    windowMs: 15 * MINUTE_MS,
    ifStoreUnreachable: 'fail-closed',
  },
  /** Wrong guesses one gallery checks without a puzzle from one address (a venue's Wi-Fi, or a client dropping its cookie). */
  freePerAddress: {
    name: 'gallery-password-ip',
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
export const COOKIE_PATH = '/api/v1/';
const cookieName = (eventId: number) => `gallery_access_${eventId}`;
/** The browser's visitor id, the same at every gallery: only its failures are counted by it. */
const VISITOR_COOKIE = 'gallery_visitor';
const VISITOR_LIFETIME_S = 24 * 60 * 60;
const accessGrant = (eventUuid: string): SignedGrant => ({ path: 'gallery-access', subject: `event:${eventUuid}` });

type ProtectedEvent = { id: number; uuid: string };

export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export type GalleryAccess = ReturnType<typeof createGalleryAccess>;

type Dependencies = { signer: LinkSigner; rateLimiter: RateLimiter; passwords: Passwords; puzzles: PasswordPuzzles };

export function createGalleryAccess({ signer, rateLimiter, passwords, puzzles }: Dependencies) {
  /**
   * Admits one guess: with a solved puzzle, spent here; without, within the free guesses of the
   * gallery and the address (counted now, taken back when right), or refused with 428.
   */
  async function admitGuess(request: FastifyRequest, event: ProtectedEvent, proof?: GalleryPasswordProof) {
    const { freePerGallery, freePerAddress } = GALLERY_PASSWORD_RULES;
    if (proof) {
      await puzzles.redeem(event.uuid, proof);
      return { refund: async () => {}, countFailure: () => puzzles.countFailure(event.uuid) };
    }
    const free = await admittedOrNull(
      consumeEach(rateLimiter, [
        [freePerGallery, String(event.id)],
        [freePerAddress, `${event.id}:${request.ip}`],
      ]),
    );
    if (!free) throw puzzleRequired();
    return { refund: free.refund, countFailure: async () => {} };
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

    /** A fresh puzzle for the gallery's next guess (see `password-puzzles.ts`). */
    puzzleFor: (event: ProtectedEvent) => puzzles.issue(event.uuid),

    /**
     * Checks one guess. A right one sets the grant cookie; a wrong one is a 422 with the
     * message the page shows under the field. Only wrong ones count against the limits, so a
     * crowd of guests giving the right password, from one address or many, is never refused;
     * past the free guesses, each of them solves a puzzle first (428 without one).
     */
    async tryPassword(
      request: FastifyRequest,
      reply: FastifyReply,
      event: ProtectedEvent,
      passwordHash: string | null,
      { password, proof }: { password: string; proof?: GalleryPasswordProof | undefined },
    ): Promise<void> {
      const { perVisitor } = GALLERY_PASSWORD_RULES;
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
      // A visitor's own failures hold that visitor only: counted before the check once it has failed.
      const hasFailed = (await rateLimiter.count(perVisitor, visitor)) > 0;
      const ownAttempt = hasFailed ? await rateLimiter.consume(perVisitor, visitor) : null;
      const guess = await admitGuess(request, event, proof).catch(async (error: unknown) => {
        await ownAttempt?.refund();
        throw error;
      });
      const right = passwordHash
        ? await passwords.verify(passwordHash, password)
        : await passwords.verifyAgainstDummy(password);
      if (!right) {
        await Promise.all([
          guess.countFailure(),
          hasFailed ? undefined : admittedOrNull(rateLimiter.consume(perVisitor, visitor)),
        ]);
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        throw AppError.validation('password', GALLERY_ACCESS_MESSAGES.wrongPassword);
      }
      await Promise.all([guess.refund(), rateLimiter.reset(perVisitor, visitor)]);
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
