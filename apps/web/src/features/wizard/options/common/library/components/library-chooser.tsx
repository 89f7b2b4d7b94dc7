import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLibraryPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type LibraryChooserProps = {
  heading: string;
  /** The button that opens the library modal, e.g. 'Open Prop Library'. */
  openLabel: string;
  onOpen: () => void;
  /** Shown when nothing is chosen, e.g. 'No Props Selected.'. */
  emptyText: string;
  /** The step's 'choose at least one' text. */
  error?: string | null;
  /** One ChosenItemCard per chosen item, or one ChosenTile with `layout="tiles"`. */
  children: ReactNode[];
  layout?: 'list' | 'tiles';
};

/** A step's chosen library items under a heading with the button that opens the library. */
export function LibraryChooser(props: LibraryChooserProps) {
  const { heading, openLabel, onOpen, emptyText, error, children, layout = 'list' } = props;
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          {heading} ({children.length})
        </Text>
        <Button variant="light" leftSection={<IconLibraryPhoto size={18} />} onClick={onOpen}>
          {openLabel}
        </Button>
      </Group>
      {children.length === 0 ? (
        <Paper withBorder radius="md" p="lg" bg="gray.0" style={{ borderStyle: 'dashed' }}>
          <Text c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Paper>
      ) : layout === 'tiles' ? (
        <SimpleGrid
          component="ul"
          aria-label={heading}
          cols={{ base: 3, xs: 4, sm: 6 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {children}
        </SimpleGrid>
      ) : (
        <Stack component="ul" aria-label={heading} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
