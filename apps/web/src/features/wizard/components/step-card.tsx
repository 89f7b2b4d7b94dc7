import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StepCardProps = {
  title: string;
  description?: string;
  /** On an edit screen the title reads 'Edit …'. */
  isEdit?: boolean;
  children: ReactNode;
};

/** The panel each step (and each edit screen) draws its form in. */
export function StepCard({ title, description, isEdit = false, children }: StepCardProps) {
  return (
    <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {isEdit ? `Edit ${title}` : title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
