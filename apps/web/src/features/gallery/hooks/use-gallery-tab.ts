import { MEDIA_TYPES, type MediaType } from '@boothdeck/contract';
import { useLocation, useSearchParams } from 'react-router';

const isMediaType = (value: string | null): value is MediaType => MEDIA_TYPES.some((type) => type === value);

/** The open tab lives in the address (`?tab=video`), so reloading or going back keeps it. */
export function useGalleryTab(): [MediaType, (tab: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const tab = searchParams.get('tab');
  const selectTab = (next: string | null) => {
    if (!isMediaType(next)) return;
    // The navigation state (event name and uuid) stays, so switching tabs loads nothing but the grid.
    setSearchParams(next === 'photo' ? {} : { tab: next }, { replace: true, state });
  };
  return [isMediaType(tab) ? tab : 'photo', selectTab];
}
