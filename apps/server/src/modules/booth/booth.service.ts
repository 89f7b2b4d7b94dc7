/**
 * Booth sign-in and the booth's sessions. A booth signs in to one event with the event's uuid and
 * admin password and gets a token that works for that event's booth calls only. A session ends
 * by itself when the event is removed, when its admin password changes, or a week after the
 * event ended. Drafts cannot be signed in to: a draft is not an event yet, and its settings may
 * still be half made.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  BOOTH_MESSAGES,
  type BoothEvent,
  type BoothExitPinReply,
  type BoothSessionBody,
  type BoothSessionReply,
  type Event,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { createSecret, hashSecret } from '../../platform/auth/secrets.ts';
import { consumeEach, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { BoothIdentity } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import { DAY_MS, isoAfter, MINUTE_MS, nowIso } from '../../shared/clock.ts';
import type { ExitPin } from '../account-settings/index.ts';
import { type EventAccess, eventLanguagesOf } from '../events/index.ts';
import type { BoothEventRow, BoothRepository } from './booth.repository.ts';
import { boothEventOf } from './booth-event.ts';
import { BOOTH_RATE_LIMITS, EXIT_PIN_RATE_LIMITS, eventAtAddress } from './booth-rate-limits.ts';

/** How long after its event ends a booth may still sign in and upload what it kept offline. */
export const BOOTH_GRACE_AFTER_END_MS = 7 * DAY_MS;
/** last_used_at is a rough "seen at": written at most this often, not on every call. */
const TOUCH_EVERY_MS = MINUTE_MS;
/** A booth counts as live when its session was used this recently. */
const LIVE_WITHIN_MS = 5 * MINUTE_MS;

export type BoothService = ReturnType<typeof createBoothService>;

type Dependencies = {
  repository: BoothRepository;
  events: Pick<EventAccess, 'eventByUuid' | 'eventById'>;
  rateLimiter: RateLimiter;
  /** The organiser's whole event, as the event reply reads it (the events service's `show`). */
  readEvent: (userId: number, eventId: number) => Promise<Event>;
  /** The organiser's Exit From App switch and member PIN (the account settings). */
  exitPin: ExitPin;
  appUrl: string;
  /** Refuses (403) when the event's owner has no current package. */
  requirePackage: (userId: number) => Promise<void>;
};

/**
 * Ties a session to the admin password it was opened with. The password is four digits and is
 * kept as it is on the event, so this hash hides nothing: it only notices a change.
 */
const fingerprintOf = (password: string) => hashSecret(password);

/** Whether the fingerprint is of the admin password of an event booths may know (not a draft). */
function opensEvent(event: BoothEventRow, fingerprint: string): boolean {
  if (event.status !== 'final' || event.admin_password === null) return false;
  return sameText(fingerprint, fingerprintOf(event.admin_password));
}

/** Whether the event's week for booths after its end has passed. */
const isClosedToBooths = (event: BoothEventRow, now: string): boolean =>
  new Date(event.end_at).getTime() + BOOTH_GRACE_AFTER_END_MS <= new Date(now).getTime();

/** Whether a booth may use the event now, given the fingerprint of the password it holds. */
const isUsable = (event: BoothEventRow, fingerprint: string, now: string): boolean =>
  opensEvent(event, fingerprint) && !isClosedToBooths(event, now);

/** Equal hex hashes, compared in constant time. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a password typed by staff (the voucher claim's PIN) is the event's admin password. */
export const isAdminPassword = (given: string, adminPassword: string | null): boolean =>
  adminPassword !== null && sameText(fingerprintOf(given), fingerprintOf(adminPassword));

const refused = () => new AppError('unauthenticated', MESSAGES.invalidCredentials);

export function createBoothService({
  repository,
  events,
  rateLimiter,
  readEvent,
  exitPin,
  appUrl,
  requirePackage,
}: Dependencies) {
  /** Counts a try as a failure until its password proves right (see BOOTH_RATE_LIMITS). */
  const countTry = (uuid: string, address: string) =>
    consumeEach(rateLimiter, [
      [BOOTH_RATE_LIMITS.perEventAndAddress, eventAtAddress(uuid, address)],
      [BOOTH_RATE_LIMITS.perAddress, address],
      [BOOTH_RATE_LIMITS.perEvent, uuid],
    ]);

  async function eventFor(identity: Pick<BoothIdentity, 'userId' | 'eventId'>): Promise<BoothEvent> {
    const [event, isExitPinOn, record] = await Promise.all([
      readEvent(identity.userId, identity.eventId),
      exitPin.isOn(identity.userId),
      events.eventById(identity.eventId),
    ]);
    return { ...boothEventOf(event, appUrl, isExitPinOn), languages: eventLanguagesOf(record) };
  }

  return {
    /** Booths whose session was used in the last five minutes, on every process (the operators' metrics). */
    countLiveBooths: () => repository.countUsedSince(isoAfter(-LIVE_WITHIN_MS)),

    /**
     * A new session for the event. An unknown uuid, a wrong password and a draft all get the
     * same 401, so a guess learns nothing but "no". Only the right password is told that the
     * event is over (410), and only a wrong one counts against the limits: booths signing in
     * again after a dropped connection never use them up.
     */
    async signIn(body: BoothSessionBody, address: string): Promise<BoothSessionReply> {
      const { uuid, password } = body;
      const attempt = await countTry(uuid, address);
      const event = await events.eventByUuid(uuid);
      const now = nowIso();
      const fingerprint = fingerprintOf(password);
      if (!event || !opensEvent(event, fingerprint)) throw refused();
      await attempt.refund();
      await rateLimiter.reset(BOOTH_RATE_LIMITS.perEventAndAddress, eventAtAddress(uuid, address));
      if (isClosedToBooths(event, now)) throw new AppError('gone', BOOTH_MESSAGES.eventEnded);
      // Told only to those who know the password: the owner's package has ended.
      await requirePackage(event.user_id);
      const token = createSecret();
      await repository.insertSession({
        eventId: event.id,
        tokenHash: hashSecret(token),
        passwordFingerprint: fingerprint,
        deviceName: body.device_name || null,
        nowIso: now,
      });
      return { token, event: await eventFor({ userId: event.user_id, eventId: event.id }) };
    },

    /** The booth behind a token, or undefined when the token is unknown or its session has ended. */
    async identify(token: string): Promise<BoothIdentity | undefined> {
      const session = await repository.findSession(hashSecret(token));
      const event = session && (await events.eventById(session.event_id));
      if (!session || !event) return undefined;
      const now = nowIso();
      if (!isUsable(event, session.password_fingerprint, now)) {
        // It can never work again: a changed password or an event long over does not come back.
        await repository.removeSession(session.session_id);
        return undefined;
      }
      if (new Date(now).getTime() - new Date(session.last_used_at).getTime() >= TOUCH_EVERY_MS) {
        await repository.touchSession(session.session_id, now);
      }
      return {
        eventId: event.id,
        userId: event.user_id,
        sessionId: session.session_id,
        deviceName: session.device_name,
        signedInAt: session.signed_in_at,
      };
    },

    /** The booth's event with everything it needs to run it. */
    event: eventFor,

    /** Whether `pin` is the organiser's exit PIN; wrong ones are counted (see EXIT_PIN_RATE_LIMITS). */
    async checkExitPin(booth: BoothIdentity, pin: string): Promise<BoothExitPinReply> {
      const session: [RateLimitRule, string] = [EXIT_PIN_RATE_LIMITS.perSession, String(booth.sessionId)];
      const attempt = await consumeEach(rateLimiter, [session, [EXIT_PIN_RATE_LIMITS.perEvent, String(booth.eventId)]]);
      const valid = await exitPin.isRight(booth.userId, pin);
      if (valid) {
        await attempt.refund();
        await rateLimiter.reset(...session);
      }
      return { valid };
    },
  };
}
