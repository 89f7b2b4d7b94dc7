import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, Group, Image, Input, Text } from '@mantine/core';
import { IconLayoutGrid, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ChosenTemplateFieldProps = {
  label: string;
  chosen: { name: string; image: string; isMine: boolean } | null;
  onOpen: () => void;
  /** Opens the chosen template's editor page. */
  onEdit: () => void;
  /** The library button's text. */
  buttonLabel: string;
  error?: ReactNode;
};

/** The template a step uses, with the buttons that open its library and its editor. */
export function ChosenTemplateField({ label, chosen, onOpen, onEdit, buttonLabel, error }: ChosenTemplateFieldProps) {
  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <Group gap="md" mt="xs" align="center" wrap="nowrap">
        <Box w={128} h={96} bg="gray.1" bdrs="sm" style={{ overflow: 'hidden', flexShrink: 0 }}>
          {chosen?.image && <Image src={chosen.image} alt={`${chosen.name} template`} h="100%" fit="contain" />}
        </Box>
        <Box>
          <Text fw={500}>{chosen ? chosen.name : MESSAGES.noTemplateSelected}</Text>
          {chosen?.isMine && (
            <Text size="sm" c="dimmed">
              My Template
            </Text>
          )}
          <Group gap="xs" mt="xs">
            <Button variant="light" leftSection={<IconLayoutGrid size={16} />} onClick={onOpen}>
              {buttonLabel}
            </Button>
            {chosen && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
                Edit template
              </Button>
            )}
          </Group>
        </Box>
      </Group>
    </Input.Wrapper>
  );
}
