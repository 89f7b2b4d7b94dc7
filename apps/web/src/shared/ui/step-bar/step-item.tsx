import { Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

export type BarStep = {
  /** Where the step is; a done step links back to it. */
  href: string;
  label: string;
  isDone: boolean;
};

type StepItemProps = { step: BarStep; number: number; isCurrent: boolean };

const STATUS_TEXT = { current: 'current step', done: 'done', todo: 'to do' } as const;

/** One step: its number (a tick once done) and its label; a done step other than the current one links to it. */
export function StepItem({ step, number, isCurrent }: StepItemProps) {
  const status = isCurrent ? 'current' : step.isDone ? 'done' : 'todo';
  const body = (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={26}
        radius="xl"
        color={status === 'current' ? 'blue' : status === 'done' ? 'teal' : 'gray'}
        variant={status === 'current' ? 'filled' : 'light'}
        aria-hidden
      >
        {status === 'done' ? (
          <IconCheck size={15} />
        ) : (
          <Text span size="xs" fw={700}>
            {number}
          </Text>
        )}
      </ThemeIcon>
      <Text
        span
        size="sm"
        fw={status === 'current' ? 700 : 500}
        c={status === 'todo' ? 'dimmed' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {step.label}
      </Text>
      <VisuallyHidden>({STATUS_TEXT[status]})</VisuallyHidden>
    </Group>
  );
  if (status !== 'done') return <div aria-current={isCurrent ? 'step' : undefined}>{body}</div>;
  return (
    <UnstyledButton component={Link} to={step.href}>
      {body}
    </UnstyledButton>
  );
}
