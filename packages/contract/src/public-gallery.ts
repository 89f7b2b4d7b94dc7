/**
 * The public gallery (microsite) that guests open without signing in: the grid, one item's
 * share view, the slide show and the gallery password; plus the organiser's previews of the
 * templates. A gallery is named in addresses by the base64 of its event's uuid; one item by the
 * base64 of `<event uuid>:<media id>`, so neither can be guessed by counting.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { GALLERY_PAGE_SIZE } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { pagedSchema } from './event-list.ts';
import { guestLanguageSchema } from './guest-language-schemas.ts';
import { templateLayoutSchema } from './libraries.ts';
import { downloadLinkReplySchema, galleryItemSchema } from './media.ts';
import { galleryPrivacySchema } from './option-settings.ts';
import { ROLES } from './roles.ts';

/** Items the slide show holds at once: the newest ones. */
export const SLIDE_SHOW_LIMIT = 200;

/** A gallery's or an item's address id (base64 or base64url); a bad one is a 404, not a 422. */
const addressId = z.string().min(1).max(200);

/**
 * A guest's key to their own capture while it waits for approval: the link of the e-mail or SMS
 * the booth sent them carries it. Without it such a capture is not found.
 */
const ownCaptureQuery = z.object({ key: z.string().max(200).optional() });

const bit = z.union([z.literal(0), z.literal(1)]);

/** What a guest may see of the microsite settings: the look, the share flags, the template. */
export const publicGallerySchema = z.object({
  event_id: z.number(),
  event_name: z.string(),
  /** The gallery's address id (base64 of the event uuid). */
  gallery_id: z.string(),
  template_name: templateLayoutSchema,
  has_gallery_password: z.boolean(),
  /**
   * Who sees the gallery: `own` lists only the captures this browser opened through its own share
   * link or the booth's QR code; `off` lists none (each capture opens by its share link only).
   */
  privacy: galleryPrivacySchema,
  logo: z.string(),
  tagline: z.string(),
  colour: z.string(),
  button_text: z.string(),
  button_color: z.string(),
  footer_text: z.string(),
  /** The organiser's header tracking script; pages run it in a sandboxed frame only. */
  tag_script: z.string(),
  /** The languages the event's guest pages speak and the one they start in (absent: English only). */
  languages: z.array(guestLanguageSchema).optional(),
  default_language: guestLanguageSchema.optional(),
  share: z.object({
    email: bit,
    sms: bit,
    facebook: bit,
    twitter: bit,
    linked_in: bit,
    whats_app: bit,
    download: bit,
  }),
});
export type PublicGallery = z.infer<typeof publicGallerySchema>;
export type ShareFlag = keyof PublicGallery['share'];

/** An item as a guest sees it, with the address id of its share view. */
export const publicGalleryItemSchema = galleryItemSchema.extend({ view_id: z.string() });
export type PublicGalleryItem = z.infer<typeof publicGalleryItemSchema>;

export const socialGalleryItemReplySchema = z.object({
  gallery: publicGallerySchema,
  gallery_items: pagedSchema(publicGalleryItemSchema),
});
export type SocialGalleryItemReply = z.infer<typeof socialGalleryItemReplySchema>;

export const socialGalleryShareItemReplySchema = z.object({
  share_gallery: publicGallerySchema,
  contents: z.object({ tagline: z.string(), button_text: z.string(), footer_text: z.string(), logo: z.string() }),
});
export type SocialGalleryShareItemReply = z.infer<typeof socialGalleryShareItemReplySchema>;

export const showGalleryShareReplySchema = z.object({
  share_gallery: z.object({ gallery: publicGallerySchema, item: publicGalleryItemSchema }),
});
export type ShowGalleryShareReply = z.infer<typeof showGalleryShareReplySchema>;

export const socialGallerySharePreviewReplySchema = z.object({
  share_gallery_preview: z.object({ gallery: publicGallerySchema, item: publicGalleryItemSchema.nullable() }),
});
export type SocialGallerySharePreviewReply = z.infer<typeof socialGallerySharePreviewReplySchema>;

export const socialGallerySliderReplySchema = z.object({
  gallery_items: z.array(publicGalleryItemSchema),
  /** The look the slide show is dressed in. */
  gallery: publicGallerySchema,
});
export type SocialGallerySliderReply = z.infer<typeof socialGallerySliderReplySchema>;

/** The venue screen's key, for the slide show's `venue_key`, and when it stops opening the show. */
export const venueKeyReplySchema = z.object({ venue_key: z.string(), expires_at: z.string() });
export type VenueKeyReply = z.infer<typeof venueKeyReplySchema>;

const hex = (length: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(length);

/**
 * A proof-of-work puzzle (ALTCHA, PBKDF2/SHA-256) the server signs: the browser tries counters
 * until the derived key starts with `keyPrefix`, and sends the puzzle back with the counter it
 * found. `data` names the gallery and the puzzle's level (see `docs/public-gallery.md`).
 */
export const galleryPasswordChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: hex(64),
    salt: hex(64),
    cost: z.number().int().min(1).max(1_000_000),
    keyLength: z.number().int().min(1).max(64),
    keyPrefix: hex(128),
    keySignature: hex(128),
    expiresAt: z.number().int().positive(),
    data: z.object({ gallery: z.string().max(64), level: z.number().int().min(1).max(100) }),
  }),
  signature: hex(128),
});
export type GalleryPasswordChallenge = z.infer<typeof galleryPasswordChallengeSchema>;

/** A solved puzzle: the puzzle as the server sent it and the counter (and key) that solve it. */
export const galleryPasswordProofSchema = z.object({
  challenge: galleryPasswordChallengeSchema,
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex(128) }),
});
export type GalleryPasswordProof = z.infer<typeof galleryPasswordProofSchema>;

export const checkGalleryPasswordBodySchema = z.object({
  password: z.string().min(1, { error: 'The password field is required.' }).max(128),
  /** The gallery's address id. */
  eventId: addressId,
  /** A solved puzzle, needed once the gallery (or the caller's address) has seen many wrong passwords: a 428 says so. */
  proof: galleryPasswordProofSchema.optional(),
});
export type CheckGalleryPasswordBody = z.infer<typeof checkGalleryPasswordBodySchema>;
export const checkGalleryPasswordReplySchema = z.object({ message: z.literal('success') });

/** The kinds of file of one item the file route serves. */
export const GALLERY_FILE_KINDS = ['thumbnail', 'preview', 'file'] as const;

const message = z.object({ message: z.string() });
const publicCall = { caller: 'anyone', tag: 'public gallery' } as const;
const guarded = { 401: message, 403: message, 404: message } as const;

export const publicGalleryEndpoints = {
  items: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/social-gallery-item/:id',
    summary: "A public gallery's settings and one page of its items, newest first",
    params: z.object({ id: addressId }),
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
      per_page: z.coerce.number().int().min(1).max(100).optional().default(GALLERY_PAGE_SIZE),
    }),
    reply: socialGalleryItemReplySchema,
    failures: guarded,
  }),
  shareItem: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/social-gallery-share-item/:eventId',
    summary: "A public gallery's look and share settings",
    params: z.object({ eventId: addressId }),
    reply: socialGalleryShareItemReplySchema,
    failures: guarded,
  }),
  showShare: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/show-gallery-share/:id',
    summary: 'One item of a public gallery, for its share view',
    params: z.object({ id: addressId }),
    query: ownCaptureQuery,
    reply: showGalleryShareReplySchema,
    failures: guarded,
  }),
  slider: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/social-gallery-slider/:id',
    summary: "A public gallery's newest items for the slide show",
    params: z.object({ id: addressId }),
    /** The venue screen's key (`venueKey`): every approved capture, when the organiser shows them at the venue. */
    query: z.object({ venue_key: z.string().max(200).optional() }),
    reply: socialGallerySliderReplySchema,
    failures: guarded,
  }),
  checkPassword: defineEndpoint({
    ...publicCall,
    method: 'POST',
    path: '/check-gallery-password',
    summary: "Checks a gallery's password; success grants this browser access to that gallery for a few hours",
    body: checkGalleryPasswordBodySchema,
    reply: checkGalleryPasswordReplySchema,
    // 428: a solved puzzle is needed first (or the one sent was spent, expired or too easy): ask `passwordChallenge`.
    failures: { 404: message, 428: message, 429: message },
  }),
  passwordChallenge: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/gallery-password-challenge/:eventId',
    summary:
      "A fresh proof-of-work puzzle for one gallery's password, priced by the wrong passwords it has seen lately",
    params: z.object({ eventId: addressId }),
    reply: z.object({ challenge: galleryPasswordChallengeSchema }),
    failures: { 404: message },
  }),
  downloadLink: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/social-gallery-download-link/:id',
    summary: 'A signed download address for one item of a public gallery whose download button is on',
    params: z.object({ id: addressId }),
    query: ownCaptureQuery,
    reply: downloadLinkReplySchema,
    failures: guarded,
  }),
  file: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/social-gallery-file/:mediaId/:kind',
    summary: "A gallery file (thumbnail, preview, clip): public galleries' freely, protected ones' with the grant",
    params: z.object({ mediaId: idSchema, kind: z.enum(GALLERY_FILE_KINDS) }),
    query: z.object({
      expires: z.coerce.number().int().positive().optional(),
      signature: z
        .string()
        .regex(/^[A-Za-z0-9_-]{20,100}$/)
        .optional(),
    }),
    reply: z.unknown().describe('The file itself'),
    failures: guarded,
  }),
  trackingFrame: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/social-gallery-tracking-frame/:id',
    summary: "The page the gallery's header tracking script runs in, inside a sandboxed frame of the public pages",
    description:
      "An HTML document of its own with its own Content-Security-Policy: the organiser's inline and external " +
      'scripts may run and reach the network, `sandbox allow-scripts` gives it an opaque origin even when opened ' +
      'directly, and only this site may frame it.',
    params: z.object({ id: addressId }),
    reply: z.unknown().describe('An HTML document'),
    failures: guarded,
  }),
  venueKey: defineEndpoint({
    caller: 'organiser',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    tag: 'public gallery',
    method: 'GET',
    path: '/social-gallery-venue-key/:id',
    summary:
      "The key of the organiser's venue slide show, which shows approved captures whoever the gallery shows them to",
    params: z.object({ id: idSchema }),
    reply: venueKeyReplySchema,
  }),
  sharePreview: defineEndpoint({
    caller: 'organiser',
    tag: 'public gallery',
    method: 'GET',
    path: '/social-gallery-share-preview/:id',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    summary: "The organiser's preview of their event's share page: its settings and newest item",
    params: z.object({ id: idSchema }),
    reply: socialGallerySharePreviewReplySchema,
  }),
} as const;
