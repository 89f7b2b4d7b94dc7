// Over 300 lines on purpose: every read a guest makes of a gallery passes the one access check written here.
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
import type { DownloadLinks, GalleryEvent, GalleryReads, MediaRow } from '../gallery/index.ts';
import {
  type FileAddress,
  type GalleryFileLinks,
  type GuestCaptures,
  plainFileAddress,
  toGalleryItem,
} from '../media/index.ts';
import type { PublicMicrosite } from '../options/index.ts';
import { type GalleryAccess, galleryNotFound, lockedGallery } from './gallery-access.ts';
import type { OwnCaptureKeys } from './own-capture-keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  recordView: (mediaId: number, eventId: number) => Promise<void>;
  ownCaptureKeys: OwnCaptureKeys;
};

/** A gallery as the public calls see it, its access already checked. */
type OpenGallery = { event: GalleryEvent; gallery: PublicGallery };

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

  /** The gallery of `event` as its settings show it, or 403 when it is protected and the visitor holds no grant. */
  async function admit(
    request: FastifyRequest,
    event: GalleryEvent,
    settings: PublicMicrosite | null,
  ): Promise<OpenGallery> {
    if (settings?.passwordHash && !(await access.isGranted(request, event))) throw lockedGallery();
    return { event, gallery: publicGalleryOf(event, settings?.microsite ?? null) };
  }

  /** The gallery behind an id, or 403 when it is protected and the visitor holds no grant. */
  async function open(request: FastifyRequest, eventUuid: string): Promise<OpenGallery> {
    const { event, settings } = await lookUp(eventUuid);
    return admit(request, event, settings);
  }

  /** 404 for no such event, 403 when its gallery is protected and the visitor holds no grant. */
  async function requireAccessToEvent(request: FastifyRequest, eventId: number): Promise<void> {
    const event = await repository.findEventById(eventId);
    if (!event) throw galleryNotFound();
    const settings = await readMicrosite(event.id);
    if (settings?.passwordHash && !(await access.isGranted(request, event))) throw lockedGallery();
  }

  const uuidOfGallery = (id: string) => {
    const uuid = decoded(id);
    if (!uuid || !UUID.test(uuid)) throw galleryNotFound();
    return uuid.toLowerCase();
  };

  /**
   * An item id's event uuid and media id; the item must belong to that event and be approved, or
   * be pending and opened with its guest's own key (`ownKey`). A rejected item is never found.
   */
  async function openItem(request: FastifyRequest, viewId: string, key?: string) {
    const [uuid, media] = decoded(viewId)?.split(':') ?? [];
    if (!uuid || !UUID.test(uuid) || !media || !/^\d{1,12}$/.test(media)) throw galleryNotFound();
    const opened = await open(request, uuid.toLowerCase());
    const viewed = await captures.viewedCapture(opened.event.id, Number(media), (id) => ownCaptureKeys.opens(id, key));
    if (!viewed) throw galleryNotFound();
    return { ...opened, ...viewed };
  }

  return {
    lookUp,
    open,
    requireAccessToEvent,
    decodeItemId: (viewId: string) => decoded(viewId)?.split(':') ?? [],

    async items(
      request: FastifyRequest,
      id: string,
      paging: { page: number; perPage: number },
    ): Promise<SocialGalleryItemReply> {
      const found = await findEvent(uuidOfGallery(id));
      // The page is read beside the settings rather than after them, one round trip to the
      // database fewer for every guest; none of it leaves before the access check below.
      const [settings, total, rows] = await Promise.all([
        readMicrosite(found.id),
        captures.countShown(found.id),
        captures.pageShown(found.id, paging.perPage, (paging.page - 1) * paging.perPage),
      ]);
      const { event, gallery } = await admit(request, found, settings);
      const data = rows.map((row) => publicItemOf(row, event.uuid));
      return { gallery, gallery_items: pageOf(data, { ...paging, total }) };
    },

    async shareItem(request: FastifyRequest, id: string): Promise<SocialGalleryShareItemReply> {
      const { gallery } = await open(request, uuidOfGallery(id));
      const { tagline, button_text, footer_text, logo } = gallery;
      return { share_gallery: gallery, contents: { tagline, button_text, footer_text, logo } };
    },

    async showShare(request: FastifyRequest, viewId: string, key?: string): Promise<ShowGalleryShareReply> {
      const { event, gallery, row, ownKey } = await openItem(request, viewId, key);
      await recordView(row.id, event.id);
      // A capture still waiting for approval is served to its guest by signed addresses only.
      const addressOf = ownKey ? await fileLinks.signedAddresses() : plainFileAddress;
      return { share_gallery: { gallery, item: publicItemOf(row, event.uuid, addressOf) } };
    },

    async slider(request: FastifyRequest, id: string): Promise<SocialGallerySliderReply> {
      const { event, gallery } = await open(request, uuidOfGallery(id));
      const rows = await captures.pageShown(event.id, SLIDE_SHOW_LIMIT, 0);
      return { gallery_items: rows.map((row) => publicItemOf(row, event.uuid)), gallery };
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
      const [row] = await captures.pageShown(event.id, 1, 0);
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

/** What a chat app shows for a shared item's address: its picture, the event's name and the tagline. */
export type LinkPreview = { title: string; description: string; image: string | null; url: string };

/**
 * The preview of a guest's share view address (`/social/gallery/view/:id`, `/gallery/share/view/one/:id`),
 * or null when it names no item or the gallery is protected: a protected gallery shows nothing
 * to whoever holds only its address, chat apps included.
 */
export function createLinkPreviews(
  service: PublicGalleryService,
  captures: Pick<GuestCaptures, 'pageShown' | 'viewedCapture'>,
  appUrl: string,
) {
  // Templates two and three under /gallery/share/view/ are the organiser's signed-in previews, named by event id.
  const VIEW = /^\/(?:social\/gallery\/view|gallery\/share\/view\/one)\/([A-Za-z0-9+/_=-]{1,200})$/;
  const GALLERY = /^\/social\/gallery\/([A-Za-z0-9+_=-]{1,200})$/;

  /** The open gallery behind an event uuid; null for none, or a protected one (its tags would show what the password hides). */
  async function openGallery(uuid: string | undefined) {
    if (!uuid || !UUID.test(uuid)) return null;
    const found = await service.lookUp(uuid.toLowerCase()).catch(() => null);
    return found && !found.settings?.passwordHash ? found : null;
  }

  const tagsOf = (
    found: { event: GalleryEvent; gallery: PublicGallery },
    row: MediaRow | undefined,
    pathname: string,
  ) => {
    const item = row ? publicItemOf(row, found.event.uuid) : null;
    const picture = item ? (item.preview ?? item.event_photo) : null;
    return {
      title: found.event.event_name,
      description: found.gallery.tagline,
      image: picture ? `${appUrl}${picture}` : null,
      url: `${appUrl}${pathname}`,
    };
  };

  return async (pathname: string): Promise<LinkPreview | null> => {
    const galleryId = GALLERY.exec(pathname)?.[1];
    if (galleryId) {
      // The gallery page shows its newest item first: that is its picture.
      const found = await openGallery(service.decodeItemId(decodeURIComponent(galleryId))[0]);
      if (!found) return null;
      const [newest] = await captures.pageShown(found.event.id, 1, 0);
      return tagsOf(found, newest, pathname);
    }
    const viewId = VIEW.exec(pathname)?.[1];
    const [uuid, media] = viewId ? service.decodeItemId(decodeURIComponent(viewId)) : [];
    if (!media || !/^\d{1,12}$/.test(media)) return null;
    const found = await openGallery(uuid);
    if (!found) return null;
    // A preview shows what anyone holding the address may see: an approved capture only.
    const viewed = await captures.viewedCapture(found.event.id, Number(media), async () => false);
    return viewed ? tagsOf(found, viewed.row, pathname) : null;
  };
}
