import { PAPER_SIZES, type PaperSize, sheetPixels, stripSlots } from '@boothdeck/contract';
import { Box } from '@mantine/core';

const PREVIEW_HEIGHT = 260;

/** The sheet drawn small: its strips (or one print), the shots' places and the frame over them. */
export function PrintPreview({ paper, frame, shots }: { paper: PaperSize; frame: string | null; shots: number }) {
  const [sheetWidth, sheetHeight] = sheetPixels(paper);
  const scale = PREVIEW_HEIGHT / sheetHeight;
  const { strips, artwork } = PAPER_SIZES[paper];
  const slots = strips > 1 ? stripSlots(shots, artwork) : [{ x: 0, y: 0, width: artwork[0], height: artwork[1] }];
  const px = (value: number) => Math.round(value * scale);
  return (
    <Box
      role="img"
      aria-label={`Print preview, ${PAPER_SIZES[paper].label}`}
      w={px(sheetWidth)}
      h={PREVIEW_HEIGHT}
      bg="white"
      style={{ display: 'flex', boxShadow: '0 1px 6px rgba(0,0,0,0.25)' }}
    >
      {Array.from({ length: strips }, (_, strip) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the strips are alike and never reordered.
        <Box key={strip} pos="relative" w={px(artwork[0])} h="100%">
          {slots.map((slot) => (
            <Box
              key={slot.y}
              pos="absolute"
              left={px(slot.x)}
              top={px(slot.y)}
              w={px(slot.width)}
              h={px(slot.height)}
              bg="gray.3"
            />
          ))}
          {frame && (
            <img src={frame} alt="" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
          )}
        </Box>
      ))}
    </Box>
  );
}
