import { Badge, Box, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an enabled option shows before its step is saved. */
export function NotSetUp() {
  return (
    <Group gap="sm">
      <Badge color="teal" variant="light">
        Enabled
      </Badge>
      <Text size="sm" c="dimmed">
        Nothing chosen yet.
      </Text>
    </Group>
  );
}

type ChosenThumbProps = {
  src: string;
  label: string;
  /** A line under the name (settings). */
  detail?: string;
  badge?: string;
  /** Width over height of the picture. */
  ratio?: number;
};

/** One chosen library item: its picture, its name and what it holds. */
export function ChosenThumb({ src, label, detail, badge, ratio = 1 }: ChosenThumbProps) {
  return (
    <Paper component="li" withBorder radius="md" p={6}>
      <Stack gap={4}>
        <Box bg="gray.1" bdrs="sm" style={{ aspectRatio: String(ratio), overflow: 'hidden' }}>
          <Image src={src} alt={label} h="100%" w="100%" fit="contain" />
        </Box>
        {/* A name wraps to a second line rather than losing its end ('Classic Polaroid'). */}
        <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
        {badge && (
          <Badge size="xs" variant="light" w="fit-content">
            {badge}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}

/** The chosen items of an option side by side; `wide` leaves room for a line of settings. */
export function ChosenThumbs({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={wide ? { base: 2, xs: 3, sm: 4, md: 6 } : { base: 3, xs: 4, sm: 6, md: 8 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}
