import { AspectRatio, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** An event's image, or a placeholder when it has none. */
export function EventImage({ src, alt }: { src: string | null; alt: string }) {
  return (
    <AspectRatio ratio={16 / 9} bg="indigo.0">
      {src ? (
        <Image src={src} alt={alt} fit="cover" />
      ) : (
        <Center c="indigo.3" aria-label="No event image" role="img">
          <IconPhoto size={48} stroke={1.25} />
        </Center>
      )}
    </AspectRatio>
  );
}
