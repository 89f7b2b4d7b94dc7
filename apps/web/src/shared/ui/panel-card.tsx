import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PanelCardProps = {
  title: string;
  /** A line under the title (a total, a period). */
  subtitle?: ReactNode;
  /** Controls at the top right (a period switch). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame every dashboard and analytics panel shares: title, optional subtitle and controls, content. */
export function PanelCard({ title, subtitle, actions, children }: PanelCardProps) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="lg" h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed" component="div">
                {subtitle}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
