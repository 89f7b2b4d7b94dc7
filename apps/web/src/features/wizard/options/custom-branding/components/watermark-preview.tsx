import { WATERMARK_OFFSET_PX, WATERMARK_PREVIEW } from '@boothdeck/contract';
import { Box, Image, Text } from '@mantine/core';

type WatermarkPreviewProps = { logo: string | null; alignX: 'left' | 'right'; alignY: 'top' | 'bottom' };

/** The logo where the booth puts it: on a sample photo, 20 px in from the chosen corner. */
export function WatermarkPreview({ logo, alignX, alignY }: WatermarkPreviewProps) {
  return (
    <Box
      role="img"
      aria-label={`Watermark preview, ${alignY} ${alignX}`}
      pos="relative"
      w={WATERMARK_PREVIEW.width}
      h={WATERMARK_PREVIEW.height}
      maw="100%"
      bdrs="md"
      style={{
        overflow: 'hidden',
        flexShrink: 0,
        background:
          'radial-gradient(circle at 50% 38%, #ffe8cc 0 14%, transparent 15%), radial-gradient(ellipse at 50% 85%, #ffd8a8 0 30%, transparent 31%), linear-gradient(160deg, #748ffc 0%, #9775fa 45%, #f783ac 100%)',
      }}
    >
      {logo ? (
        <Image
          src={logo}
          alt="Watermark logo"
          pos="absolute"
          w="auto"
          maw="35%"
          mah={110}
          style={{
            [alignX]: WATERMARK_OFFSET_PX,
            [alignY]: WATERMARK_OFFSET_PX,
          }}
        />
      ) : (
        <Text
          pos="absolute"
          size="xs"
          c="white"
          fw={600}
          px={8}
          py={4}
          bdrs="sm"
          bg="rgba(0,0,0,0.35)"
          style={{ [alignX]: WATERMARK_OFFSET_PX, [alignY]: WATERMARK_OFFSET_PX }}
        >
          Your logo
        </Text>
      )}
    </Box>
  );
}
