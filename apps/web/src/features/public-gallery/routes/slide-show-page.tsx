import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSlideShowItems } from '../api/public-gallery-api';
import { GalleryFrame } from '../components/gallery-frame';
import { GalleryFailure, PleaseWait } from '../components/gallery-states';
import { SlideCarousel } from '../components/slide-carousel';
import { inTab, SLIDE_TABS, type SlideTab, wrapIndex } from '../lib/slide-tabs';

/** /social/slide-show/{id}: the gallery's newest items as a fading slide show; new captures join as it runs. */
export function SlideShowPage() {
  const id = useParams().id ?? '';
  const query = useSlideShowItems(id);
  const [tab, setTab] = useState<SlideTab>('All');
  const [index, setIndex] = useState(0);

  if (query.isPending) return <PleaseWait />;
  if (query.isError) return <GalleryFailure error={query.error} galleryId={id} />;
  const items = query.data.gallery_items.filter((item) => inTab(item, tab));
  // New items arrive at the front; the place is kept within the list however it grows or shrinks.
  const current = Math.min(index, Math.max(items.length - 1, 0));
  const gallery = query.data.gallery;
  return (
    <GalleryFrame gallery={gallery}>
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value as SlideTab | null) ?? 'All');
          setIndex(0);
        }}
        color={gallery.colour}
        mb="sm"
      >
        <Tabs.List>
          {SLIDE_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <SlideCarousel
        items={items}
        index={current}
        onStep={(step) => setIndex(wrapIndex(current, step, items.length))}
      />
    </GalleryFrame>
  );
}
