/**
 * How a booth's guest gets their capture. Right after the capture, even offline, the booth shows
 * a QR code of the pending share address `/gallery/share/pending/<event uuid>/<client id>`: its
 * page asks `GET /pending-shares/...` until the upload lands, then opens the item's share view.
 * With `?wait=<seconds>` the server holds the question until the capture is in or the wait is
 * over (a long poll), so the guest's phone learns of it within a second of the upload.
 * And the booth may send the capture by e-mail or SMS with `POST /booth/shares`, through the
 * same delivery ledger as a guest's share from the public gallery.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { withCrossFieldRule } from './cross-field-rules.ts';
import { defineEndpoint } from './endpoint.ts';
import { guestLanguageSchema } from './guest-language-schemas.ts';
import { captureClientIdSchema } from './media-upload.ts';
import { publicGallerySchema } from './public-gallery.ts';
import { SHARE_STATES, shareEmailField, sharePhoneField } from './sharing.ts';

export const BOOTH_SHARING_MESSAGES = {
  sent: 'Your capture is on its way to the guest.',
  mediaMissing: 'This capture has not been uploaded yet: upload it first, then send it.',
  pickMedia: 'Send one of media_client_id or media_id.',
  noRecipient: 'Send an e-mail address, a mobile number or both.',
  sharingOff: 'This event does not share captures by e-mail or SMS.',
  emailOff: 'This event does not send captures by e-mail.',
  smsOff: 'This event does not send captures by text message.',
  rejected: 'The organiser rejected this capture: it is not sent.',
} as const;

const EVENT_UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The page a guest opens from the booth's QR code, below the app's address. */
export const pendingSharePath = (eventUuid: string, clientId: string) =>
  `/gallery/share/pending/${eventUuid}/${clientId}`;

export const pendingShareParamsSchema = z.object({
  eventUuid: z.string().regex(EVENT_UUID, { error: 'eventUuid must be an event uuid' }),
  clientId: captureClientIdSchema,
});

/**
 * The longest a guest's page may ask the server to hold a pending share's question. Under the
 * 60 s idle timeout of common reverse proxies and load balancers, so none of them cuts it.
 */
export const PENDING_SHARE_MAX_WAIT_SECONDS = 25;

/**
 * `wait`: seconds the server may hold the answer while the capture is not in yet (at most
 * PENDING_SHARE_MAX_WAIT_SECONDS). It answers as soon as the capture is stored, or `pending`
 * when the wait is over. Without it (or 0) the answer comes at once, as before.
 */
export const pendingShareQuerySchema = z.object({
  wait: z.coerce.number().int().min(0).max(PENDING_SHARE_MAX_WAIT_SECONDS).optional(),
});

/**
 * `pending` until the booth's upload of that capture lands; then `ready` with the item's share
 * view: `view_id` names it in `/gallery/share/view/one/:id`, `share_url` is that page's whole
 * address. Both carry the gallery's look, so the waiting page is dressed like the share view.
 * While the capture waits for the organiser's approval, `key` is the guest's own key to it (the
 * one their e-mail or SMS link carries), to open the share view with (`?key=`); `share_url`
 * already has it.
 */
export const pendingShareReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), gallery: publicGallerySchema }),
  z.object({
    status: z.literal('ready'),
    gallery: publicGallerySchema,
    view_id: z.string(),
    share_url: z.string(),
    key: z.string().optional(),
  }),
]);
export type PendingShareReply = z.infer<typeof pendingShareReplySchema>;

/** The booth's id of a request it may retry: the same rules as a capture's client id. */
const requestClientId = captureClientIdSchema;

export const boothShareBodySchema = withCrossFieldRule(
  z.object({
    /** The booth's own id for this share request; a retry with it sends nothing again. */
    client_id: requestClientId,
    /** The capture, by the booth's client id of its upload or by its media id. */
    media_client_id: captureClientIdSchema.optional(),
    media_id: idSchema.optional(),
    email: shareEmailField.optional(),
    phone: sharePhoneField.optional(),
    /** The language the guest chose on the booth: the message goes out in it (else the event's default). */
    language: guestLanguageSchema.optional(),
  }),
  (body, ctx) => {
    const hasClientId = body.media_client_id !== undefined;
    const hasId = body.media_id !== undefined;
    if (hasClientId === hasId) {
      ctx.addIssue({ code: 'custom', path: ['media_client_id'], message: BOOTH_SHARING_MESSAGES.pickMedia });
    }
    if (body.email === undefined && body.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: BOOTH_SHARING_MESSAGES.noRecipient });
    }
  },
);
export type BoothShareBody = z.input<typeof boothShareBodySchema>;

/** One message of the request, as the delivery ledger has it now. */
export const boothShareSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  state: z.enum(SHARE_STATES),
});

/**
 * `created` is false when this client_id was sent before: the shares it made then, nothing sent
 * again. `share_url` is the capture's guest share view (its public page), as in the upload's reply.
 */
export const boothShareReplySchema = z.object({
  message: z.string(),
  created: z.boolean(),
  media_id: z.number(),
  share_url: z.string(),
  shares: z.array(boothShareSchema),
});
export type BoothShareReply = z.infer<typeof boothShareReplySchema>;

const message = z.object({ message: z.string() });

export const boothSharingEndpoints = {
  pendingShare: defineEndpoint({
    caller: 'anyone',
    tag: 'public gallery',
    method: 'GET',
    path: '/pending-shares/:eventUuid/:clientId',
    summary: "Whether a booth's capture has been uploaded yet, and then its guest share view",
    description: [
      "The guest's page of the booth's QR code asks this until the capture is in. `pending` until a",
      'capture with that client id is stored in the event, then `ready` with its share view. With',
      '`wait` (seconds, at most 25) a pending answer is held until the capture is stored (answered',
      'within a moment of the upload) or the wait is over (then `pending`): a long poll, asked again',
      'at once. Without `wait` it answers at once. The client id is random, so only whoever was',
      'shown the code can ask. A password-protected gallery answers 403 until the visitor gave its',
      'password, like every public gallery call; no such event is a 404. Not rate-limited: a held',
      'question costs the server a timer, and many phones may wait behind one address.',
    ].join('\n'),
    params: pendingShareParamsSchema,
    query: pendingShareQuerySchema,
    reply: pendingShareReplySchema,
    failures: { 403: message, 404: message },
  }),
  share: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'POST',
    path: '/booth/shares',
    summary: "Sends a guest their capture by e-mail, SMS or both, with the event's texts",
    body: boothShareBodySchema,
    reply: boothShareReplySchema,
    failures: { 403: message, 429: message },
  }),
} as const;
