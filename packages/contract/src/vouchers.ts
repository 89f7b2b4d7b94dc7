/**
 * Vouchers: a booth gives a guest a voucher for one of the event's offers; the guest opens the
 * voucher's page from its link or QR code, and staff claim it there with the event's admin
 * password as their PIN. Each offer's `uses_limit` caps its vouchers across every booth.
 */
import { z } from 'zod';
import { boothSessionBodySchema } from './booth.ts';
import { errorReplySchema, idSchema, messageReplySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { guestLanguageSchema } from './guest-language-schemas.ts';
import { mediaUploadFieldsSchema } from './media-upload.ts';
import { shareEmailField, sharePhoneField } from './sharing.ts';
import { VOUCHER_MESSAGES, VOUCHER_STATES } from './voucher-texts.ts';

export const boothVoucherBodySchema = z.object({
  offer_id: idSchema,
  /** The lead (of the same event) the voucher is for, when the guest filled in the form. */
  lead_id: idSchema.nullish(),
  /** The booth's own id for this voucher: the same id again answers the voucher already made. */
  client_id: mediaUploadFieldsSchema.shape.client_id.optional(),
  /** Sends the voucher's link to this address as well. */
  send_email: shareEmailField.optional(),
  /** Sends the voucher's link to this mobile number as well. */
  send_sms: sharePhoneField.optional(),
  /** The language the guest chose on the booth: the messages go out in it (else the event's default). */
  language: guestLanguageSchema.optional(),
});
export type BoothVoucherBody = z.input<typeof boothVoucherBodySchema>;

export const boothVoucherSchema = z.object({
  id: z.number(),
  offer_id: z.number().nullable(),
  offer_name: z.string(),
  lead_id: z.number().nullable(),
  voucher_no: z.string(),
  uuid: z.string(),
  /** The offer's expiry, a UTC instant. */
  expires_at: z.string(),
  claimed_at: z.string().nullable(),
  created_at: z.string(),
  /** The voucher's page, absolute: what its QR code and messages point to. */
  page_url: z.string(),
});
export type BoothVoucher = z.infer<typeof boothVoucherSchema>;

export const boothVoucherReplySchema = z.object({ voucher: boothVoucherSchema });
export type BoothVoucherReply = z.infer<typeof boothVoucherReplySchema>;

/** Any text: a malformed address finds nothing, like an unknown one (404, never 422). */
const addressPart = z.string().min(1).max(200);

export const voucherDetailsSchema = z.object({
  /** The lead's name, blank when the voucher is not tied to a lead. */
  user_name: z.string(),
  offer_name: z.string(),
  /** The expiry as a wall time in the event's zone, `YYYY-MM-DD HH:mm`. */
  expire_in: z.string(),
  /** The expiry as a UTC instant, for the countdown. */
  expires_at: z.string(),
  /** The event's name: who gives the offer. */
  owner_name: z.string(),
  /** The event's uuid, which names the guest's data page (`yourDataPath`). */
  event_uuid: z.string(),
  /** The voucher number staff read out. */
  voucher: z.string(),
  /** The event's description of its offers. */
  description: z.string(),
  /** What the claim call takes. */
  voucher_id: z.string(),
  /** 1 once claimed. */
  is_used: z.union([z.literal(0), z.literal(1)]),
  state: z.enum(VOUCHER_STATES),
  /** The languages the event's guest pages speak and the one they start in (absent: English only). */
  languages: z.array(guestLanguageSchema).optional(),
  default_language: guestLanguageSchema.optional(),
  /** The event's time zone (IANA), on whose clock the page writes the expiry. */
  time_zone: z.string().optional(),
});
export type VoucherDetails = z.infer<typeof voucherDetailsSchema>;

export const voucherClaimBodySchema = z.object({
  /** The staff PIN: the event's four-digit admin password. */
  password: boothSessionBodySchema.shape.password,
});
export type VoucherClaimBody = z.input<typeof voucherClaimBodySchema>;

export const voucherEndpoints = {
  issue: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'POST',
    path: '/booth/vouchers',
    summary: "Gives a guest a voucher for one of the booth's event's offers, within the offer's uses",
    description: [
      "`offer_id` names one of the event's offers; `lead_id` (optional) a lead of the same event.",
      'With `client_id`, the same id again answers the voucher made the first time (200), even once',
      'the offer is used up. 409 when the offer has expired or all its uses are given out.',
      '`send_email` / `send_sms` (optional) also send the voucher link to the guest.',
    ].join('\n'),
    body: boothVoucherBodySchema,
    reply: boothVoucherReplySchema,
    planOption: 'incentive_offer',
    failures: { 409: errorReplySchema },
  }),
  details: defineEndpoint({
    caller: 'anyone',
    tag: 'vouchers',
    method: 'GET',
    path: '/offer/avail/:eventId/qr-code/:uuid/voucher_no/:voucherNo',
    summary: "A voucher's page: its offer, expiry, state and text",
    params: z.object({ eventId: addressPart, uuid: addressPart, voucherNo: addressPart }),
    reply: z.object({ qr_code_details: voucherDetailsSchema }),
    failures: { 404: errorReplySchema, 429: errorReplySchema },
  }),
  claim: defineEndpoint({
    caller: 'anyone',
    tag: 'vouchers',
    method: 'POST',
    path: '/offer/claim/qr-code/:voucher_id',
    summary: 'Claims a voucher with the staff PIN; of any number of claims of one voucher, one succeeds',
    description: `A wrong PIN and an unknown voucher both answer 422 "${VOUCHER_MESSAGES.wrongPin}".`,
    params: z.object({ voucher_id: addressPart }),
    body: voucherClaimBodySchema,
    reply: messageReplySchema,
    failures: { 409: errorReplySchema, 429: errorReplySchema },
  }),
};
