/**
 * A guest sharing one gallery item from the public gallery: a social network (the page opens
 * the network's share address and the server only counts it) or an e-mail or SMS the server
 * sends to one recipient, with the organiser's own text and the item's link. Bodies accept the
 * original client's fields as it sends them; any text a client adds is not read.
 */
import { z } from 'zod';
import { emailField } from './accounts.ts';
import { flagSchema, idSchema } from './common.ts';
import type { ShareChannel } from './dashboard.ts';
import { defineEndpoint } from './endpoint.ts';
import { guestLanguageSchema } from './guest-language-schemas.ts';
import { MESSAGES } from './messages.ts';

export const SHARING_MESSAGES = {
  shared: 'Successfully shared',
  emailSharing: 'Email Sharing...',
  smsSharing: 'SMS Sharing...',
  invalidPhone: 'Please type a valid mobile number',
  switchedOff: 'Sharing this way is switched off for this gallery.',
  smsCountryNotAllowed: 'This gallery cannot text mobile numbers in that country.',
  smsNumberUnreadable: 'Enter the mobile number with its country code, starting with + (for example +1 for the US).',
  smsDailyCapReached: 'This gallery has sent all the text messages it may today. Please share by e-mail instead.',
} as const;

/** How long the modals show 'Successfully shared' before the form comes back. */
export const SHARE_SUCCESS_MS = 2000;

/** The network names a client may send, and the channel each is counted under. */
export const SOCIAL_SHARE_PLATFORMS = {
  facebook: 'facebook',
  twitter: 'twitter',
  linkedin: 'linkedin',
  linked_in: 'linkedin',
  whatsapp: 'whatsapp',
  whats_app: 'whatsapp',
  instagram: 'instagram',
} as const satisfies Record<string, ShareChannel>;
export type SocialSharePlatform = keyof typeof SOCIAL_SHARE_PLATFORMS;

const socialPlatforms = Object.keys(SOCIAL_SHARE_PLATFORMS) as [SocialSharePlatform, ...SocialSharePlatform[]];

/** A recipient's e-mail address: the rules of every address the product takes, lower-cased. */
export const shareEmailField = emailField;

/**
 * A mobile number: digits with an optional leading +, as typed with spaces, dashes or
 * brackets; kept as the bare digits (8 to 15 of them, the international maximum).
 */
export const sharePhoneField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .regex(/^\+?[\d\s().-]+$/, { error: SHARING_MESSAGES.invalidPhone })
  .transform((value) => value.replace(/[^\d+]/g, ''))
  .pipe(z.string().regex(/^\+?\d{8,15}$/, { error: SHARING_MESSAGES.invalidPhone }));

/** The share-by-e-mail modal's one field. */
export const shareByEmailFormSchema = z.object({ send_email: shareEmailField });
export type ShareByEmailForm = z.input<typeof shareByEmailFormSchema>;
/** The share-by-SMS modal's one field. */
export const shareBySmsFormSchema = z.object({ send_sms: sharePhoneField });
export type ShareBySmsForm = z.input<typeof shareBySmsFormSchema>;

const sharedItem = { event_id: idSchema, media_id: idSchema };

export const shareCountBodySchema = z.object({ ...sharedItem, sharing_platform: z.enum(socialPlatforms) });
export type ShareCountBody = z.input<typeof shareCountBodySchema>;

/**
 * `email_share` / `sms_share` are the original client's flags and `share_datetime` its local time
 * of an SMS share; they are accepted and not needed: the channel and the server's clock decide.
 */
export const shareMessageBodySchema = z.discriminatedUnion('sharing_platform', [
  z.object({
    ...sharedItem,
    sharing_platform: z.literal('email'),
    email: shareEmailField,
    email_share: flagSchema.optional(),
    /** The guest page's language: the message goes out in it (else the event's default). */
    language: guestLanguageSchema.optional(),
  }),
  z.object({
    ...sharedItem,
    sharing_platform: z.literal('sms'),
    phone: sharePhoneField,
    sms_share: flagSchema.optional(),
    share_datetime: z.string().max(40).optional(),
    language: guestLanguageSchema.optional(),
  }),
]);
export type ShareMessageBody = z.input<typeof shareMessageBodySchema>;

/**
 * Where a message share stands: accepted and waiting, with the provider now, handed to the
 * provider, or given up; `unknown` when the server stopped while it was with the provider, so it
 * may or may not have been delivered (it is never sent again).
 */
export const SHARE_STATES = ['queued', 'sending', 'sent', 'failed', 'unknown'] as const;
export type ShareState = (typeof SHARE_STATES)[number];

export const shareCountReplySchema = z.object({ message: z.string() });
export type ShareCountReply = z.infer<typeof shareCountReplySchema>;

export const shareMessageReplySchema = z.object({
  message: z.string(),
  share: z.object({ id: z.number(), state: z.enum(SHARE_STATES) }),
});
export type ShareMessageReply = z.infer<typeof shareMessageReplySchema>;

const refusal = z.object({ message: z.string() });
const sharingCall = {
  caller: 'anyone',
  tag: 'sharing',
  method: 'POST',
  failures: { 403: refusal, 404: refusal, 429: refusal },
} as const;

export const sharingEndpoints = {
  countSocialShare: defineEndpoint({
    ...sharingCall,
    path: '/share-gallery-count',
    summary: 'Counts one share of a gallery item to a social network, whose page the guest opened',
    body: shareCountBodySchema,
    reply: shareCountReplySchema,
  }),
  shareByMessage: defineEndpoint({
    ...sharingCall,
    path: '/share-gallery-count-email-sms',
    summary: "Sends a gallery item's link by e-mail or SMS with the organiser's text; delivery is queued and retried",
    body: shareMessageBodySchema,
    reply: shareMessageReplySchema,
  }),
} as const;
