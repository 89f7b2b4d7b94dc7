import type { GalleryItem } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSlideShowItems } from '../api/public-gallery-api';
import { GalleryFrame } from '../components/gallery-frame';
import { GalleryFailure, PleaseWait } from '../components/gallery-states';
import { GalleryOff } from '../components/privacy-states';
import { SlideCarousel } from '../components/slide-carousel';
import { VenueSlideShow } from '../components/venue-slide-show';
import { useSlidePosition } from '../hooks/use-slide-position';
import { inTab, SLIDE_TAB_NAMES, SLIDE_TABS, type SlideTab } from '../lib/slide-tabs';

/** One tab's slides, moving on by themselves; a new tab starts again from its first slide. */
function SlideShow({ items }: { items: GalleryItem[] }) {
  const { index, step } = useSlidePosition(items);
  return <SlideCarousel items={items} index={index} onStep={step} />;
}

/**
 * /social/slide-show/{id}: the gallery's newest items as a fading slide show; new captures join as
 * it runs. With `?venue=1` it is the venue screen's show: full screen, no tabs, new captures first.
 */
export function SlideShowPage() {
  const id = useParams().id ?? '';
  const [search] = useSearchParams();
  const venue = search.get('venue') === '1';
  const query = useSlideShowItems(id, { venue, venueKey: venue ? search.get('venue_key') : null });
  const [tab, setTab] = useState<SlideTab>('All');

  if (query.isPending) return <PleaseWait />;
  // A failed poll keeps the show running on what it has; only a first load that fails stops it.
  if (query.isError && !query.data) return <GalleryFailure error={query.error} galleryId={id} />;
  const gallery = query.data.gallery;
  if (venue) {
    const reconnecting = query.isError || query.failureCount > 0;
    return (
      <VenueSlideShow galleryId={id} gallery={gallery} items={query.data.gallery_items} reconnecting={reconnecting} />
    );
  }
  if (gallery.privacy === 'off') return <GalleryOff gallery={gallery} page="guest.gallery.slideShow" />;
  const items = query.data.gallery_items.filter((item) => inTab(item, tab));
  return (
    <GalleryFrame gallery={gallery} page="guest.gallery.slideShow">
      <SlideTabs colour={gallery.colour} tab={tab} onChange={setTab} />
      <SlideShow key={tab} items={items} />
    </GalleryFrame>
  );
}

/** The tabs by kind of capture, named in the guest's language (inside the frame's). */
function SlideTabs({ colour, tab, onChange }: { colour: string; tab: SlideTab; onChange: (tab: SlideTab) => void }) {
  const { t } = useGuestText();
  return (
    <Tabs value={tab} onChange={(value) => onChange((value as SlideTab | null) ?? 'All')} color={colour} mb="sm">
      <Tabs.List>
        {SLIDE_TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(SLIDE_TAB_NAMES[name])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
