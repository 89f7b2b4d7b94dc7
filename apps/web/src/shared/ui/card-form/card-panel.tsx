import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The 'Card Information' panel a card form sits in, on every page that takes a payment. */
export function CardPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" shadow="xs" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Card Information
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
