import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

/** The addresses the sanitiser keeps for an image. */
const IMAGE_URL = /^https?:\/\/\S+$/i;

/** A toolbar control that inserts an image by its web address. */
export function ImageUrlControl() {
  const { editor } = useRichTextEditorContext();
  const [isOpen, setIsOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setIsOpen(false);
    setUrl('');
    setError(null);
  };

  const insert = () => {
    const src = url.trim();
    if (!IMAGE_URL.test(src)) {
      setError(MESSAGES.invalidImageUrl);
      return;
    }
    editor?.chain().focus().setImage({ src }).run();
    close();
  };

  return (
    <Popover opened={isOpen} onChange={(opened) => (opened ? setIsOpen(true) : close())} trapFocus shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Insert image"
          title="Insert image"
          active={isOpen}
          onClick={() => (isOpen ? close() : setIsOpen(true))}
        >
          <IconPhoto stroke={1.5} size={16} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput
            data-autofocus
            label="Image address"
            placeholder="https://example.com/photo.jpg"
            size="xs"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                insert();
              }
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button size="xs" onClick={insert}>
              Insert
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
