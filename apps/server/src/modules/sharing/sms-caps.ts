/**
 * What keeps text messages from running up the organiser's bill (SMS pumping): a number is texted
 * only in the countries the organiser chose on the text messaging step, by default the country of
 * the event's time zone (see sms-country-rule: one rule for every SMS sent), and each gallery and
 * each organiser may send so many guest text messages (shares, from the gallery or a booth) in any
 * 24 hours. The caps count the ledger's SMS shares, so what the organiser is shown is what the
 * guests met.
 */
import { SHARING_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { DAY_MS } from '../../shared/clock.ts';
import type { GuestShares } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import { checkSmsNumber, type SmsNumberCheck, smsCountryRuleOf } from './sms-country-rule.ts';

/** Guest text messages allowed in any 24 hours. */
export type SmsDailyCaps = { perGallery: number; perOrganiser: number };

/** What a wedding of a few hundred guests sends in a day, with room; an organiser runs several events. */
export const DEFAULT_SMS_DAILY_CAPS: SmsDailyCaps = { perGallery: 500, perOrganiser: 2000 };

export type SmsLimitReached = 'gallery' | 'organiser' | null;

export type SmsCaps = ReturnType<typeof createSmsCaps>;

/** The message a refused number is answered with. */
export const SMS_REFUSALS = {
  unreadable: SHARING_MESSAGES.smsNumberUnreadable,
  country: SHARING_MESSAGES.smsCountryNotAllowed,
} as const;

export function createSmsCaps(
  repository: Pick<GuestShares, 'countSmsShares' | 'smsShareTimeSince'>,
  /** Who owns the event and where it is: what its guests' text messages are held to; the organiser's events, counted together. */
  events: Pick<EventAccess, 'eventById' | 'ownedEventNames'>,
  /** The countries the organiser chose for the event's text messages; empty when none were chosen. */
  smsCountriesOf: (eventId: number) => Promise<string[]>,
  caps: SmsDailyCaps,
) {
  const eventOf = async (eventId: number) => {
    const event = await events.eventById(eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  };

  /** The event's country rule applied to `phone` (see sms-country-rule). */
  async function checkNumber(eventId: number, phone: string): Promise<SmsNumberCheck> {
    const [event, chosen] = await Promise.all([eventOf(eventId), smsCountriesOf(eventId)]);
    return checkSmsNumber(phone, smsCountryRuleOf(event.time_zone, chosen));
  }

  /** The number in international form; 422 on `field` when the event does not text it. */
  async function recipientOf(eventId: number, phone: string, field = 'phone'): Promise<string> {
    const checked = await checkNumber(eventId, phone);
    if ('refused' in checked) throw AppError.validation(field, SMS_REFUSALS[checked.refused]);
    return checked.number;
  }

  /** The caps met now, with how many messages each counts; the gallery's first. */
  async function capsMet(eventId: number, userId: number, since: string) {
    const countAt = async (eventIds: number[]) => ({
      eventIds,
      counted: await repository.countSmsShares(eventIds, since),
    });
    const [gallery, organiser] = await Promise.all([
      countAt([eventId]),
      events.ownedEventNames(userId).then((owned) => countAt(owned.map(({ id }) => id))),
    ]);
    return [
      { ...gallery, cap: caps.perGallery, reached: 'gallery' as const },
      { ...organiser, cap: caps.perOrganiser, reached: 'organiser' as const },
    ].filter((met) => met.counted >= met.cap);
  }

  async function reached(eventId: number, userId: number): Promise<SmsLimitReached> {
    const [met] = await capsMet(eventId, userId, new Date(Date.now() - DAY_MS).toISOString());
    return met?.reached ?? null;
  }

  /** Milliseconds until every cap met has room for one more message (its oldest counted ones lapse); 0 when none is met. */
  async function waitForRoom(eventId: number, userId: number): Promise<number> {
    const now = Date.now();
    const since = new Date(now - DAY_MS).toISOString();
    const waits = await Promise.all(
      (await capsMet(eventId, userId, since)).map(async (met) => {
        const made = await repository.smsShareTimeSince(met.eventIds, since, met.counted - met.cap);
        return made ? new Date(made).getTime() + DAY_MS - now : DAY_MS;
      }),
    );
    return Math.max(0, ...waits);
  }

  return {
    reached,
    recipientOf,

    /** The rule as the deliveries ledger asks it, just before an SMS is sent: the number, or why not. */
    async checkRecipient(eventId: number, phone: string): Promise<{ number: string } | { refusal: string }> {
      const checked = await checkNumber(eventId, phone);
      return 'refused' in checked ? { refusal: SMS_REFUSALS[checked.refused] } : checked;
    },

    /**
     * A guest's share by SMS, from the gallery or a booth: the number in international form; 422
     * for a number the event does not text (see sms-country-rule), 429 once the gallery or the
     * organiser is at its daily cap.
     */
    async requireAllowed(eventId: number, phone: string): Promise<string> {
      const number = await recipientOf(eventId, phone);
      const { user_id } = await eventOf(eventId);
      const wait = await waitForRoom(eventId, user_id);
      if (wait > 0) throw AppError.rateLimited(SHARING_MESSAGES.smsDailyCapReached, wait);
      return number;
    },
  };
}
