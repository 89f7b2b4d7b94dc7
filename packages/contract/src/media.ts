/**
 * Media captured at an event, as the organiser's gallery sees it: the paged grid per tab, one
 * item with its neighbours for the slider, an item's share counts, and the downloads, which
 * open in a new window through short-lived signed links (no bearer token travels there).
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { GALLERY_PAGE_SIZE } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { pagedSchema } from './event-list.ts';
import { ROLES } from './roles.ts';

/** Whether guests may see a capture: `pending` waits for the organiser's approval (see moderation.ts). */
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type Moderation = (typeof MODERATION_STATES)[number];
/** Guests see an approved capture only: every public call and file holds to this. */
export const isShownToGuests = (item: { moderation: Moderation }) => item.moderation === 'approved';

export const MEDIA_TYPES = ['photo', 'video', 'gif', 'burst_gif', 'boomerang'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The gallery's tabs in order, each showing one media type. */
export const GALLERY_TABS: readonly { mediaType: MediaType; label: string; downloadKind: DownloadKind }[] = [
  { mediaType: 'photo', label: 'Photo', downloadKind: 'photos' },
  { mediaType: 'video', label: 'Video', downloadKind: 'videos' },
  { mediaType: 'gif', label: '3 in 1', downloadKind: 'gif' },
  { mediaType: 'burst_gif', label: '3 in 1 fast', downloadKind: 'burst_gif' },
  { mediaType: 'boomerang', label: 'Boomerang', downloadKind: 'boomerangs' },
];

/** `file/download`'s `type`: one media type in the API's spelling (plural for photos, videos and boomerangs), or every type. */
export const DOWNLOAD_KINDS = ['photos', 'videos', 'gif', 'burst_gif', 'boomerangs', 'all'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export const MEDIA_TYPES_OF_KIND: Record<DownloadKind, readonly MediaType[]> = {
  photos: ['photo'],
  videos: ['video'],
  gif: ['gif'],
  burst_gif: ['burst_gif'],
  boomerangs: ['boomerang'],
  all: MEDIA_TYPES,
};

/**
 * One item as the gallery shows it. Addresses are absolute paths on this server. `event_photo`
 * is always the grid thumbnail (a clip's poster for video and boomerang); the type's own field
 * (`event_video`, `event_gif`, `event_burst_gif`) is what the slider plays; `preview` is the
 * screen-size still or animation.
 */
export const galleryItemSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  media_type: z.enum(MEDIA_TYPES),
  event_photo: z.string().nullable(),
  event_video: z.string().nullable(),
  event_gif: z.string().nullable(),
  event_burst_gif: z.string().nullable(),
  preview: z.string().nullable(),
  created_at: z.string(),
  /** In the organiser's gallery only: whether guests may see it (`pending`, `approved`, `rejected`). */
  moderation: z.enum(MODERATION_STATES).optional(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryItemsQuerySchema = z.object({
  event_id: idSchema,
  /** The tab: one media type. */
  gallery_item: z.enum(MEDIA_TYPES).optional().default('photo'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(100).optional().default(GALLERY_PAGE_SIZE),
});

export const galleryItemsReplySchema = z.object({ gallery_photo: pagedSchema(galleryItemSchema) });
export type GalleryItemsReply = z.infer<typeof galleryItemsReplySchema>;

/** One item and its neighbours in the same tab, newest first, wrapping round at both ends. */
export const galleryItemSingleReplySchema = z.object({
  gallery_photo_single: galleryItemSchema,
  previous_id: z.number(),
  next_id: z.number(),
  /** Where the item sits in its tab, from 1, and how many the tab holds. */
  position: z.number(),
  total: z.number(),
});
export type GalleryItemSingleReply = z.infer<typeof galleryItemSingleReplySchema>;

/** Shares of one item; `shares_count` totals every channel but downloads, which have their own count. */
export const mediaDetailsSchema = z.object({
  email_shares_count: z.number(),
  facebook_shares_count: z.number(),
  instagram_shares_count: z.number(),
  linkedin_shares_count: z.number(),
  sms_shares_count: z.number(),
  download_shares_count: z.number(),
  shares_count: z.number(),
  created_at: z.string(),
});
export const mediaDetailsReplySchema = z.object({ status: z.literal('success'), media: mediaDetailsSchema });
export type MediaDetailsReply = z.infer<typeof mediaDetailsReplySchema>;

/** What a signed download link grants: every file of one kind of one event, or one item. */
export const downloadLinkBodySchema = z.union([
  z.object({ event_id: idSchema, type: z.enum(DOWNLOAD_KINDS) }),
  z.object({ media_id: idSchema }),
]);
export const downloadLinkReplySchema = z.object({
  /** A path on this server, valid for a few minutes; open it in a new window. */
  url: z.string(),
  expires_at: z.string(),
});
export type DownloadLinkReply = z.infer<typeof downloadLinkReplySchema>;

/**
 * The signature a download link carries in its query. Without one, the download is opened with
 * the organiser's bearer token instead (an API client's way; a new browser window has no token).
 */
export const signedLinkQuerySchema = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional(),
});

/** How the downloads opened by a signed link or a bearer token describe it. */
export const SIGNED_OR_BEARER =
  'Opened by the signed link a `…-link` call made (`expires` and `signature` in the query), or without them by the organiser with the bearer token of the account that owns the event.';

/** File replies are streamed; their schema only documents them. */
const fileReplySchema = z.unknown().describe('The file itself');

const galleryCall = { caller: 'organiser', tag: 'gallery' } as const;

export const galleryEndpoints = {
  items: defineEndpoint({
    ...galleryCall,
    method: 'GET',
    path: '/gallery-items',
    roles: ROLES.viewers,
    eventIn: { in: 'query', name: 'event_id' },
    summary: "One page of one tab of an event's gallery, newest first",
    query: galleryItemsQuerySchema,
    reply: galleryItemsReplySchema,
  }),
  single: defineEndpoint({
    ...galleryCall,
    method: 'GET',
    path: '/gallery-items-single/:id',
    roles: ROLES.viewers,
    eventIn: { in: 'params', name: 'id', through: 'media' },
    summary: 'One item with the ids of the items before and after it, for the slider',
    params: z.object({ id: idSchema }),
    /** Sent by the original client; the item's own type decides its tab. */
    query: z.object({ gallery_item: z.enum(MEDIA_TYPES).optional() }),
    reply: galleryItemSingleReplySchema,
  }),
  details: defineEndpoint({
    ...galleryCall,
    method: 'GET',
    path: '/media/item-details',
    roles: ROLES.viewers,
    eventIn: { in: 'query', name: 'media_id', through: 'media' },
    summary: "An item's shares by channel, downloads and created time",
    query: z.object({ media_id: idSchema }),
    reply: mediaDetailsReplySchema,
  }),
  downloadLink: defineEndpoint({
    ...galleryCall,
    method: 'POST',
    path: '/download-link',
    roles: ROLES.staff,
    eventIn: { in: 'body', name: 'event_id' },
    summary: 'A short-lived signed address that downloads one item or every item of one kind',
    body: downloadLinkBodySchema,
    reply: downloadLinkReplySchema,
  }),
  downloadOne: defineEndpoint({
    caller: 'anyone',
    tag: 'gallery',
    method: 'GET',
    path: '/social-gallery-download/:mediaId',
    roles: ROLES.staff,
    summary: "One item's original as an attachment; counts as a download",
    description: SIGNED_OR_BEARER,
    params: z.object({ mediaId: idSchema }),
    query: signedLinkQuerySchema,
    reply: fileReplySchema,
    failures: {
      401: z.object({ message: z.string() }),
      403: z.object({ message: z.string() }),
      404: z.object({ message: z.string() }),
    },
  }),
  downloadAll: defineEndpoint({
    caller: 'anyone',
    tag: 'gallery',
    method: 'GET',
    path: '/file/download',
    roles: ROLES.staff,
    summary: 'A ZIP of every original of one kind, streamed',
    description: SIGNED_OR_BEARER,
    query: signedLinkQuerySchema.extend({ type: z.enum(DOWNLOAD_KINDS), event_id: z.uuid() }),
    reply: fileReplySchema,
    failures: {
      401: z.object({ message: z.string() }),
      403: z.object({ message: z.string() }),
      404: z.object({ message: z.string() }),
    },
  }),
} as const;
