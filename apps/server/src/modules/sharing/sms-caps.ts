/**
 * What keeps guests' text messages from running up the organiser's bill (SMS pumping): a number
 * is texted only in the countries the organiser chose on the text messaging step, by default the
 * country of the event's time zone (a zone of no country, such as UTC, with none chosen, allows any), and each gallery and each organiser may
 * send so many guest text messages in any 24 hours. The caps count the ledger's SMS shares, so
 * what the organiser is shown is what the guests met.
 */
import { SHARING_MESSAGES } from '@boothdeck/contract';
import { getTimezone } from 'countries-and-timezones';
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { AppError } from '../../shared/app-error.ts';
import { DAY_MS } from '../../shared/clock.ts';
import type { SharingRepository } from './sharing.repository.ts';

/** Guest text messages allowed in any 24 hours. */
export type SmsDailyCaps = { perGallery: number; perOrganiser: number };

/** What a wedding of a few hundred guests sends in a day, with room; an organiser runs several events. */
export const DEFAULT_SMS_DAILY_CAPS: SmsDailyCaps = { perGallery: 500, perOrganiser: 2000 };

export type SmsLimitReached = 'gallery' | 'organiser' | null;

/** The countries whose numbers an event in this time zone texts; empty when the zone names none. */
export function countriesOfTimeZone(timeZone: string): string[] {
  return getTimezone(timeZone)?.countries ?? [];
}

/**
 * Whether a number is in one of the allowed countries. A number without `+` is national to the
 * event's own country, so it passes when that country is allowed (or the zone names none).
 */
export function isNumberInCountries(
  phone: string,
  countries: readonly string[],
  eventCountries: readonly string[],
): boolean {
  if (countries.length === 0) return true;
  if (!phone.startsWith('+'))
    return eventCountries.length === 0 || eventCountries.some((country) => countries.includes(country));
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return false;
  const codes = new Set(
    countries.flatMap((country) => {
      try {
        return [getCountryCallingCode(country as CountryCode)];
      } catch {
        return [];
      }
    }),
  );
  return codes.has(parsed.countryCallingCode);
}

export type SmsCaps = ReturnType<typeof createSmsCaps>;

export function createSmsCaps(
  repository: Pick<SharingRepository, 'countSmsShares' | 'smsShareTimeSince'>,
  caps: SmsDailyCaps,
) {
  /** The caps met now, with how many messages each counts; the gallery's first. */
  async function capsMet(eventId: number, userId: number, since: string) {
    const [gallery, organiser] = await Promise.all([
      repository.countSmsShares({ eventId }, since),
      repository.countSmsShares({ userId }, since),
    ]);
    return [
      { of: { eventId }, counted: gallery, cap: caps.perGallery, reached: 'gallery' as const },
      { of: { userId }, counted: organiser, cap: caps.perOrganiser, reached: 'organiser' as const },
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
        const made = await repository.smsShareTimeSince(met.of, since, met.counted - met.cap);
        return made ? new Date(made).getTime() + DAY_MS - now : DAY_MS;
      }),
    );
    return Math.max(0, ...waits);
  }

  return {
    reached,

    /**
     * 422 for a number outside the countries the organiser chose (`chosen`; none chosen: the event's
     * time zone's country); 429 once the gallery or organiser is at its cap.
     */
    async requireAllowed(
      event: { id: number; user_id: number; time_zone: string },
      chosen: readonly string[],
      phone: string,
    ): Promise<void> {
      const eventCountries = countriesOfTimeZone(event.time_zone);
      const allowed = chosen.length > 0 ? chosen : eventCountries;
      if (!isNumberInCountries(phone, allowed, eventCountries)) {
        throw AppError.validation('phone', SHARING_MESSAGES.smsCountryNotAllowed);
      }
      const wait = await waitForRoom(event.id, event.user_id);
      if (wait > 0) throw AppError.rateLimited(SHARING_MESSAGES.smsDailyCapReached, wait);
    },
  };
}
