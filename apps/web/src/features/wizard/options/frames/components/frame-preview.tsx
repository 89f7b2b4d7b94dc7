import { FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { Box, Center, Image, Text } from '@mantine/core';
import { SamplePhoto } from '../../common/library/components/sample-photo';

type FramePreviewProps = {
  /** The overlay to show (the custom frame when there is one), or none yet. */
  overlay: string | null;
  label: string;
};

/** The chosen frame over a sample photo, at the frame's own size (500 × 628, smaller on narrow screens). */
export function FramePreview({ overlay, label }: FramePreviewProps) {
  return (
    <Box
      pos="relative"
      w={FRAME_WIDTH}
      maw="100%"
      bdrs="md"
      bg="gray.1"
      style={{ aspectRatio: `${FRAME_WIDTH} / ${FRAME_HEIGHT}`, overflow: 'hidden' }}
      role="img"
      aria-label={overlay ? `Preview of ${label}` : 'Frame preview'}
    >
      {overlay ? (
        <>
          <SamplePhoto />
          <Image src={overlay} alt="" pos="absolute" inset={0} w="100%" h="100%" fit="fill" />
        </>
      ) : (
        <Center h="100%" p="lg">
          <Text c="dimmed" ta="center">
            Choose a frame to see it over a photo.
          </Text>
        </Center>
      )}
    </Box>
  );
}
