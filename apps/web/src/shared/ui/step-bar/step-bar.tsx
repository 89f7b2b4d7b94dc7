/**
 * Where a multi-step flow stands, sized for the screen: on a phone one line (the current step,
 * 'Step n of m' and a progress bar) with every step a tap away in a drawer; from a tablet up one
 * row that scrolls sideways, kept on the current step. A step shows done only when it is.
 */
import { Box, Button, Drawer, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { type BarStep, StepItem } from './step-item';

export type { BarStep };

type StepBarProps = {
  /** Names the bar for screen readers ('Wizard steps'). */
  label: string;
  steps: BarStep[];
  /** Index of the step on screen. */
  current: number;
};

function StepRow({ steps, current }: Omit<StepBarProps, 'label'>) {
  const viewport = useRef<HTMLDivElement>(null);
  const currentItem = useRef<HTMLDivElement>(null);

  // Keeps the current step in view without moving the page itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centres whenever another step becomes current
  useLayoutEffect(() => {
    const box = viewport.current;
    const item = currentItem.current;
    if (!box || !item) return;
    box.scrollLeft = item.offsetLeft - box.clientWidth / 2 + item.offsetWidth / 2;
  }, [current]);

  return (
    <ScrollArea viewportRef={viewport} type="auto" scrollbars="x" offsetScrollbars="x">
      <Group gap="xs" wrap="nowrap" py={4} pos="relative">
        {steps.map((step, index) => (
          <Group key={step.href} gap="xs" wrap="nowrap">
            {index > 0 && <Box w={20} h={2} bg="gray.3" aria-hidden />}
            <StepItem
              step={step}
              number={index + 1}
              isCurrent={index === current}
              ref={index === current ? currentItem : undefined}
            />
          </Group>
        ))}
      </Group>
    </ScrollArea>
  );
}

function CompactStepBar({ label, steps, current }: StepBarProps) {
  const [isOpen, { open, close }] = useDisclosure(false);
  const done = steps.filter((step) => step.isDone).length;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Box miw={0}>
          <Text size="xs" c="dimmed">
            Step {current + 1} of {steps.length}
          </Text>
          <Text fw={700} truncate>
            {steps[current]?.label}
          </Text>
        </Box>
        <Button variant="light" size="compact-sm" leftSection={<IconListCheck size={16} />} onClick={open}>
          All steps
        </Button>
      </Group>
      <Progress
        value={(done / Math.max(1, steps.length)) * 100}
        size="sm"
        aria-label={`${done} of ${steps.length} steps done`}
      />
      <Drawer opened={isOpen} onClose={close} position="bottom" size="auto" title={label}>
        <Stack gap="sm" pb="md" onClick={close}>
          {steps.map((step, index) => (
            <StepItem key={step.href} step={step} number={index + 1} isCurrent={index === current} />
          ))}
        </Stack>
      </Drawer>
    </Stack>
  );
}

export function StepBar({ label, steps, current }: StepBarProps) {
  return (
    <nav aria-label={label}>
      <Box hiddenFrom="sm">
        <CompactStepBar label={label} steps={steps} current={current} />
      </Box>
      <Box visibleFrom="sm">
        <StepRow steps={steps} current={current} />
      </Box>
    </nav>
  );
}
