import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The 'Card Information' panel a card form sits in, on every page that takes a payment (or what stands in for the form). */
export function CardPanel({ children, title = 'Card Information' }: { children: ReactNode; title?: string }) {
  return (
    <Paper withBorder radius="md" shadow="xs" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
