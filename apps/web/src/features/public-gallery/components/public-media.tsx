import type { GalleryItem } from '@boothdeck/contract';
import { Image, Text } from '@mantine/core';
import { isClip, MEDIA_NOUNS, mediaSource } from '@/shared/lib/media-kinds';

const STYLE = {
  maxWidth: '100%',
  maxHeight: '70vh',
  display: 'block',
  margin: '0 auto',
  objectFit: 'contain',
} as const;

type PublicMediaProps = {
  item: GalleryItem;
  autoPlay?: boolean;
  /** The tallest it may be (70% of the window on a page; the whole screen at the venue). */
  maxHeight?: string;
  /** A venue screen has nobody to press play or pause. */
  controls?: boolean;
};

/** One item as large as the page allows: a picture or an animation in an img, a clip in a player. */
export function PublicMedia({ item, autoPlay = true, maxHeight = STYLE.maxHeight, controls = true }: PublicMediaProps) {
  const source = mediaSource(item);
  const style = { ...STYLE, maxHeight };
  if (!source) return <Text>This item has no file to show.</Text>;
  if (isClip(item.media_type) && item.event_video) {
    return (
      <video
        src={source}
        poster={item.preview ?? item.event_photo ?? undefined}
        controls={controls}
        autoPlay={autoPlay}
        muted
        playsInline
        loop={item.media_type === 'boomerang'}
        aria-label={MEDIA_NOUNS[item.media_type]}
        style={style}
      />
    );
  }
  return <Image src={source} alt={MEDIA_NOUNS[item.media_type]} style={style} />;
}
