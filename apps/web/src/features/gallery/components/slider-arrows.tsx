import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type SliderArrowsProps = { canMove: boolean; onPrevious: () => void; onNext: () => void };

const ARROWS = [
  { label: 'Previous', Icon: IconChevronLeft, move: 'onPrevious' },
  { label: 'Next', Icon: IconChevronRight, move: 'onNext' },
] as const;

/** Previous and next at the sides of the picture; the row between them lets clicks through to a clip's controls. */
export function SliderArrows({ canMove, ...moves }: SliderArrowsProps) {
  return (
    <Group
      pos="absolute"
      top="50%"
      left={0}
      right={0}
      justify="space-between"
      px="sm"
      style={{ pointerEvents: 'none', transform: 'translateY(-50%)' }}
    >
      {ARROWS.map(({ label, Icon, move }) => (
        <ActionIcon
          key={label}
          size="xl"
          radius="xl"
          variant="white"
          color="dark"
          aria-label={label}
          disabled={!canMove}
          onClick={moves[move]}
          style={{ pointerEvents: 'auto' }}
        >
          <Icon />
        </ActionIcon>
      ))}
    </Group>
  );
}
