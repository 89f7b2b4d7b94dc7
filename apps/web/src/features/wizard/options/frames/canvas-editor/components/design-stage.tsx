import { FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { Box, LoadingOverlay } from '@mantine/core';
import { SamplePhoto } from '../../../common/library/components/sample-photo';
import type { SamplePhotoSettings } from './photo-panel';

type DesignStageProps = {
  photo: SamplePhotoSettings;
  /** Receives the element the canvas is drawn in. */
  hostRef: (element: HTMLDivElement | null) => void;
  isReady: boolean;
};

/** Transparent parts of the frame show a checkerboard, as image editors do, unless the sample photo is shown. */
const CHECKERBOARD = 'repeating-conic-gradient(#e9ecef 0% 25%, #ffffff 0% 50%) 0 0 / 20px 20px';

/** The canvas at the frame's own size (500 × 628), over the sample photo. */
export function DesignStage({ photo, hostRef, isReady }: DesignStageProps) {
  return (
    <Box
      pos="relative"
      w={FRAME_WIDTH}
      h={FRAME_HEIGHT}
      bdrs="sm"
      style={{ flexShrink: 0, overflow: 'hidden', background: CHECKERBOARD, boxShadow: 'var(--mantine-shadow-md)' }}
      aria-label="Design canvas"
      role="group"
    >
      {photo.isShown && (
        <Box pos="absolute" inset={0} style={{ opacity: photo.opacity }}>
          <SamplePhoto />
        </Box>
      )}
      <Box ref={hostRef} pos="absolute" inset={0} data-testid="design-canvas-host" />
      <LoadingOverlay visible={!isReady} overlayProps={{ blur: 1 }} />
    </Box>
  );
}
