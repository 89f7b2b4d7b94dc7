import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { preloadLikelyCatalogue } from '@/shared/guest-language/use-guest-language';
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
  const [params] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item, with the address it was opened at.
  useEffect(() => preloadLikelyCatalogue(params), [id]);
  const query = useSharedItem(id, params.get('key'));
  if (query.isPending) return <PleaseWait />;
  if (query.isError) return <GalleryFailure error={query.error} galleryId={galleryIdOf(id)} />;
  const { gallery, item } = query.data.share_gallery;
  return <ShareView gallery={gallery} item={item} />;
}
