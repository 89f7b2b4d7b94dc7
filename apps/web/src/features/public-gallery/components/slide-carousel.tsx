import type { GalleryItem } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { ActionIcon, Box, Center, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { PublicMedia } from './public-media';

const FADE_MS = 600;

type SlideCarouselProps = {
  items: GalleryItem[];
  index: number;
  onStep: (step: number) => void;
  /** The venue screen fills the window and shows no buttons or count: nobody stands at it to use them. */
  venue?: boolean;
};

/**
 * The slides stacked on each other, only the current one visible: changing slide fades one out
 * and the next in. A double click shows the carousel full screen.
 */
export function SlideCarousel({ items, index, onStep, venue = false }: SlideCarouselProps) {
  const stage = useRef<HTMLDivElement>(null);
  const { t } = useGuestText();
  if (items.length === 0) {
    return (
      <Center h="60vh">
        <Text>{t('guest.slideShow.empty')}</Text>
      </Center>
    );
  }
  const fullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };
  return (
    <Box
      ref={stage}
      pos="relative"
      h={venue ? '100vh' : '70vh'}
      bg="black"
      onDoubleClick={venue ? undefined : fullScreen}
      data-testid="slide-stage"
    >
      {items.map((item, position) => (
        <Box
          key={item.id}
          pos="absolute"
          inset={0}
          display="flex"
          style={{
            alignItems: 'center',
            justifyContent: 'center',
            opacity: position === index ? 1 : 0,
            transition: `opacity ${FADE_MS}ms ease`,
            pointerEvents: position === index ? 'auto' : 'none',
          }}
          aria-hidden={position !== index}
          data-active={position === index || undefined}
        >
          {/* Only the slides next to the current one load, so a long show stays light. */}
          {Math.abs(position - index) <= 1 || position === 0 || position === items.length - 1 ? (
            <PublicMedia
              item={item}
              autoPlay={position === index}
              {...(venue ? { maxHeight: '100vh', controls: false } : {})}
            />
          ) : null}
        </Box>
      ))}
      {venue ? null : <SlideControls count={items.length} index={index} onStep={onStep} />}
    </Box>
  );
}

/** Previous, next and where the show is, for a guest looking through it on their own. */
function SlideControls({ count, index, onStep }: { count: number; index: number; onStep: (step: number) => void }) {
  const { t, number, dir } = useGuestText();
  // Right to left, the previous slide is to the right and the arrows point the other way.
  const arrow = dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <>
      <ActionIcon
        pos="absolute"
        top="50%"
        style={{ insetInlineStart: 8 }}
        size="xl"
        radius="xl"
        variant="white"
        aria-label={t('guest.slideShow.previous')}
        onClick={() => onStep(-1)}
      >
        <IconChevronLeft style={arrow} />
      </ActionIcon>
      <ActionIcon
        pos="absolute"
        top="50%"
        style={{ insetInlineEnd: 8 }}
        size="xl"
        radius="xl"
        variant="white"
        aria-label={t('guest.slideShow.next')}
        onClick={() => onStep(1)}
      >
        <IconChevronRight style={arrow} />
      </ActionIcon>
      <Text pos="absolute" bottom={8} left={0} right={0} ta="center" c="white" size="sm">
        {number(index + 1)} / {number(count)}
      </Text>
    </>
  );
}
