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

/** One item as large as the page allows: a picture or an animation in an img, a clip in a player. */
export function PublicMedia({ item, autoPlay = true }: { item: GalleryItem; autoPlay?: boolean }) {
  const source = mediaSource(item);
  if (!source) return <Text>This item has no file to show.</Text>;
  if (isClip(item.media_type) && item.event_video) {
    return (
      <video
        src={source}
        poster={item.preview ?? item.event_photo ?? undefined}
        controls
        autoPlay={autoPlay}
        muted
        playsInline
        loop={item.media_type === 'boomerang'}
        aria-label={MEDIA_NOUNS[item.media_type]}
        style={STYLE}
      />
    );
  }
  return <Image src={source} alt={MEDIA_NOUNS[item.media_type]} style={STYLE} />;
}
