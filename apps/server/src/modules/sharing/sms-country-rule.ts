/**
 * The one rule of which numbers an event texts, for every SMS the server sends (guests' shares
 * from the gallery and the booth, vouchers, messages to leads, resends). The number is read with
 * libphonenumber-js and judged by the country it belongs to, not by its calling code alone
 * (`+1 876…` is Jamaica's, not the United States'). A number written without `+` is read as the
 * guest would mean it: a national number of the event's own country (its time zone's); an event
 * whose zone names no country (UTC) asks for the `+` and country code.
 */
import { getCountryForTimezone, getTimezone } from 'countries-and-timezones';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** The countries an event texts (empty: any) and its own country, for numbers written without `+`. */
export type SmsCountryRule = { allowed: readonly string[]; home: CountryCode | undefined };

/** The number in international form (E.164), or why it is not texted. */
export type SmsNumberCheck = { number: string } | { refused: 'unreadable' | 'country' };

/**
 * The rule of an event in `timeZone` whose organiser chose `chosen` countries: the chosen ones,
 * or else those of the time zone (a zone of no country, such as UTC, allows any).
 */
export function smsCountryRuleOf(timeZone: string, chosen: readonly string[]): SmsCountryRule {
  const allowed = chosen.length > 0 ? chosen : (getTimezone(timeZone)?.countries ?? []);
  return { allowed, home: getCountryForTimezone(timeZone)?.id as CountryCode | undefined };
}

export function checkSmsNumber(phone: string, rule: SmsCountryRule): SmsNumberCheck {
  const international = phone.trim().startsWith('+');
  if (!international && !rule.home) return { refused: 'unreadable' };
  const parsed = parsePhoneNumberFromString(phone, international ? undefined : rule.home);
  if (!parsed?.isPossible()) return { refused: 'unreadable' };
  if (rule.allowed.length === 0) return { number: parsed.number };
  // The country is known only for a valid number: one no country's plan has is not texted.
  if (!parsed.country || !rule.allowed.includes(parsed.country)) return { refused: 'country' };
  return { number: parsed.number };
}
