import { Alert, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconChecks, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { LibraryModalFrame, ModalActions } from '../../library-modal-parts';
import { toggleId, withAll, withoutAll } from '../lib/library-selection';

export type LibraryChoice = { id: number; label: string; preview: ReactNode };
/** A tab of the library (a prop category); a library of one group shows no tabs. */
export type LibraryGroup = { label: string; items: readonly LibraryChoice[] };

type LibraryModalProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  groups: readonly LibraryGroup[] | undefined;
  isPending: boolean;
  error: unknown;
  /** What the step has chosen now; the modal works on a copy until Save changes. */
  selectedIds: readonly number[];
  onSave: (ids: number[]) => void;
};

function ChoiceGrid({
  items,
  chosen,
  onToggle,
}: {
  items: readonly LibraryChoice[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" py="md">
      {items.map((item) => {
        const isChosen = chosen.includes(item.id);
        return (
          <Checkbox.Card
            key={item.id}
            checked={isChosen}
            onChange={() => onToggle(item.id)}
            aria-label={item.label}
            radius="md"
            p="xs"
            bg={isChosen ? 'var(--mantine-color-indigo-light)' : undefined}
            style={{ borderColor: isChosen ? 'var(--mantine-color-indigo-filled)' : undefined }}
          >
            <Stack gap={6}>
              {item.preview}
              <Group gap="xs" wrap="nowrap">
                <Checkbox.Indicator size="xs" />
                <Text size="sm" fw={500} truncate>
                  {item.label}
                </Text>
              </Group>
            </Stack>
          </Checkbox.Card>
        );
      })}
    </SimpleGrid>
  );
}

/** The modal's body, mounted on each opening so it starts from the step's current choice. */
function LibraryPicker({
  groups,
  selectedIds,
  onSave,
  onClose,
}: Pick<LibraryModalProps, 'selectedIds' | 'onSave' | 'onClose'> & { groups: readonly LibraryGroup[] }) {
  const [chosen, setChosen] = useState<number[]>([...selectedIds]);
  const [tab, setTab] = useState<string | null>(groups[0]?.label ?? null);
  const hasTabs = groups.length > 1;
  // Select All and Remove All act on what is in view: the open tab, or the whole library.
  const shown = (hasTabs ? groups.filter((group) => group.label === tab) : groups).flatMap((group) =>
    group.items.map((item) => item.id),
  );
  const toggle = (id: number) => setChosen((ids) => toggleId(ids, id));
  const grid = (items: readonly LibraryChoice[]) => <ChoiceGrid items={items} chosen={chosen} onToggle={toggle} />;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.length} selected
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconChecks size={14} />}
            onClick={() => setChosen((ids) => withAll(ids, shown))}
          >
            Select All
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} />}
            onClick={() => setChosen((ids) => withoutAll(ids, shown))}
          >
            Remove All
          </Button>
        </Group>
      </Group>
      {hasTabs ? (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            {groups.map((group) => (
              <Tabs.Tab key={group.label} value={group.label}>
                {group.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {groups.map((group) => (
            <Tabs.Panel key={group.label} value={group.label}>
              {grid(group.items)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        grid(groups[0]?.items ?? [])
      )}
      <ModalActions saveLabel="Save changes" onSave={() => onSave(chosen)} onClose={onClose} />
    </Stack>
  );
}

/** A library to choose from: pictures to tick, Select All / Remove All, Close or Save changes. */
export function LibraryModal({ title, opened, onClose, groups, isPending, error, ...picker }: LibraryModalProps) {
  let body: ReactNode;
  if (groups) body = <LibraryPicker groups={groups} onClose={onClose} {...picker} />;
  else if (error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {getErrorMessage(error)}
      </Alert>
    );
  } else if (isPending) body = <Loader size="sm" m="md" aria-label="Loading the library" />;

  return (
    <LibraryModalFrame title={title} opened={opened} onClose={onClose}>
      {body}
    </LibraryModalFrame>
  );
}
