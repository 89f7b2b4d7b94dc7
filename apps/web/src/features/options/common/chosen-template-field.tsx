import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, Group, Image, Input, Text } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ChosenTemplateFieldProps = {
  label: string;
  chosen: { name: string; image: string; isMine: boolean } | null;
  onOpen: () => void;
  /** The library button's text. */
  buttonLabel: string;
  error?: ReactNode;
};

/** The template a step uses, with the button that opens its library. */
export function ChosenTemplateField({ label, chosen, onOpen, buttonLabel, error }: ChosenTemplateFieldProps) {
  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <Group gap="md" mt="xs" align="center" wrap="nowrap">
        <Box w={84} h={112} bg="gray.1" bdrs="sm" style={{ overflow: 'hidden', flexShrink: 0 }}>
          {chosen && <Image src={chosen.image} alt={`${chosen.name} template`} h="100%" fit="cover" />}
        </Box>
        <Box>
          <Text fw={500}>{chosen ? chosen.name : MESSAGES.noTemplateSelected}</Text>
          {chosen?.isMine && (
            <Text size="sm" c="dimmed">
              My Template
            </Text>
          )}
          <Button mt="xs" variant="light" leftSection={<IconLayoutGrid size={16} />} onClick={onOpen}>
            {buttonLabel}
          </Button>
        </Box>
      </Group>
    </Input.Wrapper>
  );
}
