import type { TemplateType } from '@boothdeck/contract';
import { AspectRatio, Button, Group, Image, Loader, Radio, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { LibraryModalFrame, ModalActions } from './library-modal-parts';

export type TemplateCard = { id: number; name: string; image: string };
export type TemplateChoice = { type: TemplateType; id: number };
type TemplateList = { items: readonly TemplateCard[] | undefined; isPending: boolean };

type TemplateLibraryModalProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  standard: TemplateList;
  saved: TemplateList;
  /** The template the step uses now. */
  value: TemplateChoice | null;
  /** Save changes: the step takes the chosen template. */
  onSave: (choice: TemplateChoice) => void;
  /** Edit Template on a standard template: open its editor page. */
  onEditTemplate: (templateId: number) => void;
};

const keyOf = (choice: TemplateChoice) => `${choice.type}:${choice.id}`;
function choiceOf(key: string): TemplateChoice {
  const [type, id] = key.split(':');
  return { type: type === 'my' ? 'my' : 'standard', id: Number(id) };
}

function TemplateGrid({
  type,
  list,
  onEdit,
}: {
  type: TemplateType;
  list: TemplateList;
  onEdit?: (id: number) => void;
}) {
  if (list.isPending) return <Loader size="sm" m="md" aria-label="Loading templates" />;
  if (!list.items?.length) {
    return (
      <Text c="dimmed" py="md">
        {type === 'my' ? 'No saved templates yet. Save one from the template editor.' : 'No templates.'}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" py="md">
      {list.items.map((item) => (
        <Stack key={item.id} gap={6}>
          <Radio.Card value={keyOf({ type, id: item.id })} radius="md" p="xs" aria-label={item.name}>
            <Stack gap="xs">
              {/* Template pictures are landscape; shown whole, never cropped. */}
              <AspectRatio ratio={4 / 3} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                <Image src={item.image} alt="" radius="sm" fit="contain" />
              </AspectRatio>
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator size="xs" />
                <Text size="sm" fw={500} truncate>
                  {item.name}
                </Text>
              </Group>
            </Stack>
          </Radio.Card>
          {onEdit && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              onClick={() => onEdit(item.id)}
              aria-label={`Edit Template ${item.name}`}
            >
              Edit Template
            </Button>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** A template library: Standard Template and My Template tabs, one template chosen, Close or Save changes. */
export function TemplateLibraryModal(props: TemplateLibraryModalProps) {
  const { title, opened, onClose, standard, saved, value, onSave, onEditTemplate } = props;
  const [chosen, setChosen] = useState<string | null>(value && keyOf(value));
  const [tab, setTab] = useState<string | null>(value?.type ?? 'standard');

  return (
    <LibraryModalFrame title={title} opened={opened} onClose={onClose}>
      <Radio.Group value={chosen} onChange={setChosen} aria-label={title}>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="standard">Standard Template</Tabs.Tab>
            <Tabs.Tab value="my">My Template</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="standard">
            <TemplateGrid
              type="standard"
              list={standard}
              onEdit={(id) => {
                onEditTemplate(id);
                onClose();
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="my">
            <TemplateGrid type="my" list={saved} />
          </Tabs.Panel>
        </Tabs>
      </Radio.Group>
      <ModalActions
        saveLabel="Save changes"
        isSaveDisabled={chosen === null}
        onSave={() => chosen !== null && onSave(choiceOf(chosen))}
        onClose={onClose}
        mt="md"
      />
    </LibraryModalFrame>
  );
}
