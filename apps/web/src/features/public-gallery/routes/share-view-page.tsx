import { useParams, useSearchParams } from 'react-router';
import { useSharedItem } from '../api/public-gallery-api';
import { GalleryFailure, PleaseWait } from '../components/gallery-states';
import { ShareView } from '../components/share-view';

/** The gallery an item id names (base64 of `<event uuid>:<media id>`), for the password page. */
function galleryIdOf(viewId: string): string | null {
  try {
    const [uuid] = atob(viewId.replace(/-/g, '+').replace(/_/g, '/')).split(':');
    return uuid ? btoa(uuid) : null;
  } catch {
    return null;
  }
}

/** /social/gallery/view/{id} and /gallery/share/view/one/{id}: one item of a public gallery, to share. */
export function ShareViewPage() {
  const id = useParams().id ?? '';
  // A guest's message link carries their key while their capture waits for the organiser's approval.
  const query = useSharedItem(id, useSearchParams()[0].get('key'));
  if (query.isPending) return <PleaseWait />;
  if (query.isError) return <GalleryFailure error={query.error} galleryId={galleryIdOf(id)} />;
  const { gallery, item } = query.data.share_gallery;
  return <ShareView gallery={gallery} item={item} />;
}
