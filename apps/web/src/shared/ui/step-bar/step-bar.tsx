/**
 * Where a multi-step flow stands: the current step with 'Step n of m' and a progress bar, every
 * step a tap away in a drawer. From a tablet up a flow of a few steps shows them all in one row
 * instead; a long one (the wizard with its option steps) keeps the one-line form, so no label
 * is ever cut off and the current step is always in sight. A step shows done only when it is.
 */
import { Box, Button, Drawer, Group, Progress, Stack, Text, useMatches } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import { type BarStep, StepItem } from './step-item';

export type { BarStep };

type StepBarProps = {
  /** Names the bar for screen readers ('Wizard steps'). */
  label: string;
  steps: BarStep[];
  /** Index of the step on screen. */
  current: number;
};

/** The most steps shown side by side from a tablet up: six short labels fit beside the navigation. */
const ROW_MAX_STEPS = 6;

function StepRow({ steps, current }: Omit<StepBarProps, 'label'>) {
  return (
    <Group gap="xs" wrap="wrap" py={4}>
      {steps.map((step, index) => (
        <Group key={step.href} gap="xs" wrap="nowrap">
          {index > 0 && <Box w={20} h={2} bg="gray.3" aria-hidden />}
          <StepItem step={step} number={index + 1} isCurrent={index === current} />
        </Group>
      ))}
    </Group>
  );
}

function CompactStepBar({ label, steps, current, drawerSide }: StepBarProps & { drawerSide: 'bottom' | 'right' }) {
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
      <Drawer
        opened={isOpen}
        onClose={close}
        position={drawerSide}
        size={drawerSide === 'bottom' ? 'auto' : 'sm'}
        title={label}
      >
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
  const drawerSide = useMatches<'bottom' | 'right'>({ base: 'bottom', sm: 'right' });
  if (steps.length > ROW_MAX_STEPS) {
    return (
      <nav aria-label={label}>
        <CompactStepBar label={label} steps={steps} current={current} drawerSide={drawerSide} />
      </nav>
    );
  }
  return (
    <nav aria-label={label}>
      <Box hiddenFrom="sm">
        <CompactStepBar label={label} steps={steps} current={current} drawerSide="bottom" />
      </Box>
      <Box visibleFrom="sm">
        <StepRow steps={steps} current={current} />
      </Box>
    </nav>
  );
}
