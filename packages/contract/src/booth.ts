/**
 * The booth's calls: a photo booth signs in to one event with the event's uuid and its admin
 * password, then reads everything it needs to run that event. Image fields here are absolute
 * URLs, because a booth is not a browser on the app's own address.
 */
import { z } from 'zod';
import { memberPinSchema } from './account-settings.ts';
import { errorReplySchema, rateLimitedReplySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ADMIN_PASSWORD_DIGITS, FEATURE_KEYS, OPTION_KEYS } from './event-constants.ts';
import { eventSummarySchema } from './event-list.ts';
import { eventLanguagesSchema } from './guest-language-schemas.ts';
import { MESSAGES } from './messages.ts';
import { eventOptionSettingsSchema } from './option-settings.ts';

const bit = z.union([z.literal(0), z.literal(1)]);

/** Each feature (still photo, 3 in 1, video, …) as 1 when the event uses it. */
export const boothFeaturesSchema = z.object(
  Object.fromEntries(FEATURE_KEYS.map((key) => [key, bit])) as Record<(typeof FEATURE_KEYS)[number], typeof bit>,
);
/** Each option (frames, filters, e-mail, …) as 1 when the event uses it; the admin password is not sent. */
export const boothOptionsSchema = z.object(
  Object.fromEntries(OPTION_KEYS.map((key) => [key, bit])) as Record<(typeof OPTION_KEYS)[number], typeof bit>,
);

/**
 * What a booth runs an event from: the event as its list card shows it (UTC instants with their
 * wall times in the event's zone), its flags and its option settings. The settings of an option
 * the event does not use are null, like a step never saved, so a booth offers exactly what the
 * option flags say.
 */
export const boothEventSchema = eventSummarySchema.omit({ media_link: true, created_at: true }).extend({
  features: boothFeaturesSchema,
  options: boothOptionsSchema,
  /**
   * 1 when the event's organiser has Exit From App on: the booth asks for their member PIN
   * (checked with `POST /booth/exit-pin`) before it leaves kiosk mode. The PIN is never sent.
   */
  exit_app: bit,
  /** The languages guests may choose on the attract screen, its default and the organiser's texts in each (absent: English only). */
  languages: eventLanguagesSchema.optional(),
  ...eventOptionSettingsSchema.shape,
});
export type BoothEvent = z.infer<typeof boothEventSchema>;

/** The longest name a booth may give itself. */
export const BOOTH_DEVICE_NAME_MAX_LENGTH = 100;

export const boothSessionBodySchema = z.object({
  uuid: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(64),
  password: z
    .string({ error: MESSAGES.required })
    .regex(new RegExp(`^\\d{${ADMIN_PASSWORD_DIGITS}}$`), { error: MESSAGES.adminPasswordDigits }),
  /** Optional: the booth's own name ("Booth 2 – foyer"); each lead's consent record keeps it. */
  device_name: z.string().trim().max(BOOTH_DEVICE_NAME_MAX_LENGTH).nullish(),
});
export type BoothSessionBody = z.input<typeof boothSessionBodySchema>;

/** `token` goes in `Authorization: Bearer …` on every booth call. */
export const boothSessionReplySchema = z.object({ token: z.string(), event: boothEventSchema });
export type BoothSessionReply = z.infer<typeof boothSessionReplySchema>;

export const boothExitPinBodySchema = z.object({ pin: memberPinSchema });
export type BoothExitPinBody = z.input<typeof boothExitPinBodySchema>;

/** Whether the PIN is the organiser's member PIN; it opens nothing on the API. */
export const boothExitPinReplySchema = z.object({ valid: z.boolean() });
export type BoothExitPinReply = z.infer<typeof boothExitPinReplySchema>;

/** What a booth is told beyond the shared messages. */
export const BOOTH_MESSAGES = {
  /** The password was right, but the event's week for booths after its end has passed. */
  eventEnded: 'This event has ended and no longer takes booths. Sign in to a current event.',
} as const;

export const boothEndpoints = {
  signIn: defineEndpoint({
    caller: 'anyone',
    tag: 'booth',
    method: 'POST',
    path: '/booth/session',
    summary: "Signs a booth in to one event with the event's uuid and admin password",
    body: boothSessionBodySchema,
    reply: boothSessionReplySchema,
    // One answer for an unknown event and a wrong password, so neither can be told apart; only
    // the right password learns that the event has ended (410).
    failures: { 401: errorReplySchema, 403: errorReplySchema, 410: errorReplySchema, 429: rateLimitedReplySchema },
  }),
  event: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'GET',
    path: '/booth/event',
    summary: 'Everything the signed-in booth needs to run its event',
    reply: boothEventSchema,
  }),
  exitPin: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'POST',
    path: '/booth/exit-pin',
    summary: "Checks a PIN typed at the booth against its organiser's Exit From App PIN",
    body: boothExitPinBodySchema,
    reply: boothExitPinReplySchema,
    failures: { 429: errorReplySchema },
  }),
};
