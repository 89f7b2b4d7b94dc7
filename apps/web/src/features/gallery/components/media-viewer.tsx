import type { GalleryItem } from '@boothdeck/contract';
import { Center, Image, Loader, Stack, Text } from '@mantine/core';
import { useHasElapsed } from '@/shared/hooks/use-has-elapsed';
import { isClip, MEDIA_NOUNS, mediaSource } from '@/shared/lib/media-kinds';

/** How long a boomerang shows its spinner before the clip, as the product has always done. */
export const BOOMERANG_SPINNER_MS = 1000;

const MEDIA_STYLE = { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' } as const;

function Unavailable() {
  return <Text c="gray.4">This item has no file to show.</Text>;
}

function ClipPlayer({ item }: { item: GalleryItem }) {
  const source = mediaSource(item);
  if (!source) return <Unavailable />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: booth clips have no speech to caption.
    <video
      src={source}
      poster={item.preview ?? item.event_photo ?? undefined}
      controls
      autoPlay
      loop={item.media_type === 'boomerang'}
      aria-label={MEDIA_NOUNS[item.media_type]}
      style={MEDIA_STYLE}
    />
  );
}

function BoomerangPlayer({ item }: { item: GalleryItem }) {
  const isReady = useHasElapsed(BOOMERANG_SPINNER_MS);
  if (isReady) return <ClipPlayer item={item} />;
  return (
    <Stack align="center" gap="xs">
      <Loader color="gray.0" aria-label="Loading boomerang" />
      <Text c="gray.3">loading</Text>
    </Stack>
  );
}

/** The item itself, as large as the screen allows: a picture, or a clip with its controls. */
export function MediaViewer({ item }: { item: GalleryItem }) {
  const source = mediaSource(item);
  // A boomerang the booth made as a GIF has no clip: it animates in a picture.
  const isPlayedAsClip = isClip(item.media_type) && item.event_video !== null;
  let media = <Unavailable />;
  if (isPlayedAsClip && item.media_type === 'boomerang') media = <BoomerangPlayer key={item.id} item={item} />;
  else if (isPlayedAsClip) media = <ClipPlayer item={item} />;
  else if (source) media = <Image src={source} alt={MEDIA_NOUNS[item.media_type]} style={MEDIA_STYLE} />;
  return (
    <Center pos="absolute" inset={0} p="md">
      {media}
    </Center>
  );
}
