// Over 300 lines on purpose: every read a guest makes of a gallery passes the one access and privacy check written here.
/**
 * The public gallery: what guests see of an event's microsite without signing in. A gallery
 * is named by the base64 of its event's uuid, one item by the base64 of `<uuid>:<media id>`;
 * an id that does not decode to an existing event or item of that event is a 404. A protected
 * gallery answers nothing but 403 until the visitor holds its grant (gallery-access.ts).
 */
import {
  type CheckGalleryPasswordBody,
  DEFAULT_GUEST_LANGUAGE,
  DEFAULT_SOCIAL_MENU_STYLE,
  type DownloadLinkReply,
  type Microsite,
  PUBLIC_GALLERY_DEFAULTS,
  type PublicGallery,
  type PublicGalleryItem,
  type ShowGalleryShareReply,
  SLIDE_SHOW_LIMIT,
  type SocialGalleryItemReply,
  type SocialGalleryShareItemReply,
  type SocialGallerySharePreviewReply,
  type SocialGallerySliderReply,
} from '@boothdeck/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.ts';
import { pageOf } from '../../shared/paging.ts';
import type { GalleryVisitor } from '../analytics/index.ts';
import type { DownloadLinks, GalleryEvent, GalleryReads, MediaRow } from '../gallery/index.ts';
import {
  EVERY_GUEST,
  type FileAddress,
  type GalleryFileLinks,
  type GuestCaptures,
  type GuestViewer,
  plainFileAddress,
  toGalleryItem,
} from '../media/index.ts';
import type { PublicMicrosite } from '../options/index.ts';
import { type GalleryAccess, galleryNotFound, lockedGallery } from './gallery-access.ts';
import type { OwnCaptureKeys } from './own-capture-keys.ts';
import type { VenueKeys } from './venue-keys.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** base64 or base64url text to a string, or null when it is not such text. */
function decoded(id: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(id)) return null;
  return Buffer.from(id, 'base64').toString('utf8');
}

export const galleryIdOf = (uuid: string) => Buffer.from(uuid).toString('base64url');
export const itemViewIdOf = (uuid: string, mediaId: number) => Buffer.from(`${uuid}:${mediaId}`).toString('base64url');
/** The whole address of an item's guest share view (the page the grid links each item to). */
export const shareViewAddressOf = (appUrl: string, uuid: string, mediaId: number) =>
  `${appUrl}/gallery/share/view/one/${itemViewIdOf(uuid, mediaId)}`;

type Dependencies = {
  repository: GalleryReads;
  /** The captures guests may see (media's): the grid, the slide show and the previews list only approved ones. */
  captures: Pick<GuestCaptures, 'pageShown' | 'countShown' | 'viewedCapture'>;
  access: GalleryAccess;
  links: DownloadLinks;
  fileLinks: GalleryFileLinks;
  readMicrosite: (eventId: number) => Promise<PublicMicrosite | null>;
  /** Counts a guest opening one item (the event analytics' Most Viewed). */
  recordView: (mediaId: number, eventId: number, visitor: GalleryVisitor) => Promise<void>;
  ownCaptureKeys: OwnCaptureKeys;
  venueKeys: VenueKeys;
};

/** A gallery as the public calls see it, its access already checked, and who is looking. */
type OpenGallery = { event: GalleryEvent; gallery: PublicGallery; viewer: GuestViewer };

export type PublicGalleryService = ReturnType<typeof createPublicGalleryService>;

/** The look and flags a guest sees, with the default texts and colours for what is blank or unset. */
export function publicGalleryOf(event: GalleryEvent, microsite: Microsite | null): PublicGallery {
  const look = microsite?.contents;
  const flag = (on: 0 | 1 | undefined) => on ?? 0;
  return {
    event_id: event.id,
    event_name: event.event_name,
    gallery_id: galleryIdOf(event.uuid),
    template_name: microsite?.microsite_template.template_name ?? 'one',
    has_gallery_password: microsite?.has_gallery_password ?? false,
    privacy: microsite?.gallery_privacy ?? 'everyone',
    logo: look?.logo ?? '',
    tagline: look?.contentBodyText.trim() || PUBLIC_GALLERY_DEFAULTS.tagline,
    colour: look?.SocialMenuStyle || DEFAULT_SOCIAL_MENU_STYLE,
    button_text: look?.buttonText.trim() || PUBLIC_GALLERY_DEFAULTS.buttonText,
    button_color: look?.buttonColor || DEFAULT_SOCIAL_MENU_STYLE,
    footer_text: look?.footerText.trim() || PUBLIC_GALLERY_DEFAULTS.footerText,
    tag_script: microsite?.tag_script ?? '',
    languages: event.languages?.languages ?? [DEFAULT_GUEST_LANGUAGE],
    default_language: event.languages?.default_language ?? DEFAULT_GUEST_LANGUAGE,
    share: {
      email: flag(microsite?.email),
      sms: flag(microsite?.sms),
      facebook: flag(microsite?.facebook),
      twitter: flag(microsite?.twitter),
      linked_in: flag(microsite?.linked_in),
      // The microsite step has no WhatsApp switch: it comes with any social network's.
      whats_app: microsite && (microsite.facebook || microsite.twitter || microsite.linked_in) ? 1 : 0,
      download: flag(microsite?.download),
    },
  };
}

export const publicItemOf = (
  row: MediaRow,
  uuid: string,
  addressOf: FileAddress = plainFileAddress,
): PublicGalleryItem => ({
  ...toGalleryItem(row, addressOf),
  view_id: itemViewIdOf(uuid, row.id),
});

export function createPublicGalleryService({
  repository,
  captures,
  access,
  links,
  fileLinks,
  readMicrosite,
  recordView,
  ownCaptureKeys,
  venueKeys,
}: Dependencies) {
  /** The event and settings behind a gallery id, without checking access (link previews). */
  async function lookUp(eventUuid: string) {
    const event = await findEvent(eventUuid);
    const settings = await readMicrosite(event.id);
    return { event, settings, gallery: publicGalleryOf(event, settings?.microsite ?? null) };
  }

  async function findEvent(eventUuid: string) {
    const event = await repository.findEventByUuid(eventUuid);
    if (!event) throw galleryNotFound();
    return event;
  }

  /** Who looks at a gallery: its privacy, and the captures this browser opened as its own there (its cookie). */
  async function viewerOf(request: FastifyRequest, event: GalleryEvent, gallery: PublicGallery): Promise<GuestViewer> {
    if (gallery.privacy === 'everyone') return EVERY_GUEST;
    return { privacy: gallery.privacy, own: await ownCaptureKeys.listedIn(request, event) };
  }

  /** The gallery of `event` as its settings show it, or 403 when it is protected and the visitor holds no grant. */
  async function admit(
    request: FastifyRequest,
    event: GalleryEvent,
    settings: PublicMicrosite | null,
  ): Promise<OpenGallery> {
    if (settings?.passwordHash && !(await access.isGranted(request, event))) throw lockedGallery();
    const gallery = publicGalleryOf(event, settings?.microsite ?? null);
    return { event, gallery, viewer: await viewerOf(request, event, gallery) };
  }

  /** The gallery behind an id, or 403 when it is protected and the visitor holds no grant. */
  async function open(request: FastifyRequest, eventUuid: string): Promise<OpenGallery> {
    const { event, settings } = await lookUp(eventUuid);
    return admit(request, event, settings);
  }

  /** Who looks at an event's gallery, its password aside (the file route checks that itself); everyone's for no such event. */
  async function viewerAt(request: FastifyRequest, eventId: number): Promise<GuestViewer> {
    const event = await repository.findEventById(eventId);
    if (!event) return EVERY_GUEST;
    const settings = await readMicrosite(event.id);
    return viewerOf(request, event, publicGalleryOf(event, settings?.microsite ?? null));
  }

  /**
   * Who the visitor is at an event's gallery (which captures they see); 404 for no such event,
   * 403 when its gallery is protected and the visitor holds no grant.
   */
  async function requireAccessToEvent(request: FastifyRequest, eventId: number): Promise<GuestViewer> {
    const event = await repository.findEventById(eventId);
    if (!event) throw galleryNotFound();
    return (await admit(request, event, await readMicrosite(event.id))).viewer;
  }

  const uuidOfGallery = (id: string) => {
    const uuid = decoded(id);
    if (!uuid || !UUID.test(uuid)) throw galleryNotFound();
    return uuid.toLowerCase();
  };

  /**
   * An item id's event uuid and media id; the item must belong to that event and be one its
   * visitor sees (approved, and their own where the gallery shows each guest theirs), or be
   * pending and opened with its guest's own key (`ownKey`). A rejected item is never found.
   * `byKey`: the guest's own key opened it.
   */
  async function openItem(request: FastifyRequest, viewId: string, key?: string) {
    const [uuid, media] = decoded(viewId)?.split(':') ?? [];
    if (!uuid || !UUID.test(uuid) || !media || !/^\d{1,12}$/.test(media)) throw galleryNotFound();
    const opened = await open(request, uuid.toLowerCase());
    const mediaId = Number(media);
    const byKey = key !== undefined && (await ownCaptureKeys.opens(mediaId, key));
    const viewer = byKey ? { ...opened.viewer, own: [...opened.viewer.own, mediaId] } : opened.viewer;
    const viewed = await captures.viewedCapture(opened.event.id, mediaId, viewer);
    if (!viewed) throw galleryNotFound();
    return { ...opened, ...viewed, byKey };
  }

  /** Plain file addresses where everyone sees the gallery; signed ones for a capture shown to one guest only. */
  const addressesFor = async (gallery: PublicGallery, ownKey = false): Promise<FileAddress> =>
    ownKey || gallery.privacy !== 'everyone' ? fileLinks.signedAddresses() : plainFileAddress;

  return {
    lookUp,
    open,
    requireAccessToEvent,
    viewerAt,
    decodeItemId: (viewId: string) => decoded(viewId)?.split(':') ?? [],

    async items(
      request: FastifyRequest,
      id: string,
      paging: { page: number; perPage: number },
    ): Promise<SocialGalleryItemReply> {
      const { event, gallery, viewer } = await open(request, uuidOfGallery(id));
      const [total, rows, addressOf] = await Promise.all([
        captures.countShown(event.id, viewer),
        captures.pageShown(event.id, viewer, paging.perPage, (paging.page - 1) * paging.perPage),
        addressesFor(gallery),
      ]);
      const data = rows.map((row) => publicItemOf(row, event.uuid, addressOf));
      return { gallery, gallery_items: pageOf(data, { ...paging, total }) };
    },

    async shareItem(request: FastifyRequest, id: string): Promise<SocialGalleryShareItemReply> {
      const { gallery } = await open(request, uuidOfGallery(id));
      const { tagline, button_text, footer_text, logo } = gallery;
      return { share_gallery: gallery, contents: { tagline, button_text, footer_text, logo } };
    },

    /**
     * One item for its share view. Opened by its guest's own key where each guest sees their own
     * captures (or none), it joins the captures this browser lists as its own.
     */
    async showShare(
      request: FastifyRequest,
      reply: FastifyReply,
      viewId: string,
      key?: string,
    ): Promise<ShowGalleryShareReply> {
      const { event, gallery, viewer, row, ownKey, byKey } = await openItem(request, viewId, key);
      if (byKey && gallery.privacy !== 'everyone')
        await ownCaptureKeys.remember(request, reply, event, viewer.own, row.id);
      await recordView(row.id, event.id, { address: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      // A capture still waiting for approval, or shown to its guest only, is served by signed addresses.
      const addressOf = await addressesFor(gallery, ownKey);
      return { share_gallery: { gallery, item: publicItemOf(row, event.uuid, addressOf) } };
    },

    /** The newest items the visitor sees; the venue screen's key shows every approved one, when the organiser chose so. */
    async slider(request: FastifyRequest, id: string, venueKey?: string): Promise<SocialGallerySliderReply> {
      const opened = await open(request, uuidOfGallery(id));
      const { event, gallery } = opened;
      const venue = await readMicrosite(event.id).then(
        async (settings) => settings?.microsite.venue_slide_show === 1 && (await venueKeys.opens(event.uuid, venueKey)),
      );
      const viewer = venue ? EVERY_GUEST : opened.viewer;
      const [rows, addressOf] = await Promise.all([
        captures.pageShown(event.id, viewer, SLIDE_SHOW_LIMIT, 0),
        addressesFor(gallery),
      ]);
      return { gallery_items: rows.map((row) => publicItemOf(row, event.uuid, addressOf)), gallery };
    },

    /** The organiser's venue screen key for their own event. */
    async venueKey(userId: number, eventId: number) {
      const event = await repository.findOwnedEvent(userId, eventId);
      if (!event) throw galleryNotFound();
      return venueKeys.keyOf(event.uuid);
    },

    /** The header tracking script, for its frame; like every call of a protected gallery, only with the grant. */
    async trackingScript(request: FastifyRequest, id: string): Promise<string> {
      return (await open(request, uuidOfGallery(id))).gallery.tag_script;
    },

    async checkPassword(request: FastifyRequest, reply: FastifyReply, body: CheckGalleryPasswordBody) {
      const { event, settings } = await lookUp(uuidOfGallery(body.eventId));
      await access.tryPassword(request, reply, event, settings?.passwordHash ?? null, body);
      return { message: 'success' as const };
    },

    /** A puzzle for the next guess at a gallery's password; any gallery gets one, protected or not, so none is told apart. */
    async passwordPuzzle(id: string) {
      const event = await findEvent(uuidOfGallery(id));
      return { challenge: await access.puzzleFor(event) };
    },

    /** A signed download of one item, when the gallery's download button is on. */
    async downloadLink(request: FastifyRequest, viewId: string, key?: string): Promise<DownloadLinkReply> {
      const { gallery, row } = await openItem(request, viewId, key);
      if (gallery.share.download !== 1) throw new AppError('forbidden', 'Downloads are turned off for this gallery.');
      return links.forItem(row.id);
    },

    /** The organiser's preview of their own event's share page (templates two and three). */
    async preview(userId: number, eventId: number): Promise<SocialGallerySharePreviewReply> {
      const event = await repository.findOwnedEvent(userId, eventId);
      if (!event) throw galleryNotFound();
      const settings = await readMicrosite(event.id);
      const [row] = await captures.pageShown(event.id, EVERY_GUEST, 1, 0);
      // Signed: the organiser holds no grant, and their gallery may be protected.
      const addressOf = await fileLinks.signedAddresses();
      return {
        share_gallery_preview: {
          gallery: publicGalleryOf(event, settings?.microsite ?? null),
          item: row ? publicItemOf(row, event.uuid, addressOf) : null,
        },
      };
    },
  };
}
