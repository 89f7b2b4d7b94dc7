/**
 * Link previews: the Open Graph and Twitter card tags the server puts into the page of a guest's
 * gallery or share view address, for chat apps, which run no JavaScript. A protected gallery's
 * addresses get none; where guests see only their own captures, the tags show no capture's
 * picture (the address alone proves nothing); a gallery that is off gets none on its page.
 */
import type { PublicGallery } from '@boothdeck/contract';
import type { GalleryEvent, MediaRow } from '../gallery/index.ts';
import { EVERY_GUEST, type GuestCaptures } from '../media/index.ts';
import { type PublicGalleryService, publicItemOf, UUID } from './public-gallery.service.ts';

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
      if (!found || found.gallery.privacy === 'off') return null;
      // Where each guest sees their own, the page's picture would be another guest's capture.
      if (found.gallery.privacy === 'own') return tagsOf(found, undefined, pathname);
      const [newest] = await captures.pageShown(found.event.id, EVERY_GUEST, 1, 0);
      return tagsOf(found, newest, pathname);
    }
    const viewId = VIEW.exec(pathname)?.[1];
    const [uuid, media] = viewId ? service.decodeItemId(decodeURIComponent(viewId)) : [];
    if (!media || !/^\d{1,12}$/.test(media)) return null;
    const found = await openGallery(uuid);
    if (!found) return null;
    // A capture shown to its guest only is no one else's to see: the same tags, whether it exists or not.
    if (found.gallery.privacy !== 'everyone') return tagsOf(found, undefined, pathname);
    // A preview shows what anyone holding the address may see: an approved capture only.
    const viewed = await captures.viewedCapture(found.event.id, Number(media), EVERY_GUEST);
    return viewed ? tagsOf(found, viewed.row, pathname) : null;
  };
}
