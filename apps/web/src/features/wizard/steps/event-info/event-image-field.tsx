import { EVENT_IMAGE_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, Center, FileButton, Group, Image, Input } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

type EventImageFieldProps = {
  /** What to preview: the newly chosen image, else the event's current one. */
  preview: string | null;
  onChange: (dataUrl: string) => void;
  error?: ReactNode;
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Event Image: a PNG, JPEG or WebP read as a data URL, with a preview. */
export function EventImageField({ preview, onChange, error }: EventImageFieldProps) {
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!ACCEPTED_TYPES.includes(file.type) || file.size > EVENT_IMAGE_MAX_BYTES) {
      setFileError(MESSAGES.invalidEventImage);
      return;
    }
    setFileError(null);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setFileError(MESSAGES.invalidEventImage);
    }
  };

  return (
    <Input.Wrapper label="Event Image" description="PNG, JPEG or WebP, up to 8 MB" error={fileError ?? error}>
      <Group gap="md" mt="xs" align="center">
        <Box w={176} h={110} bg="gray.1" bdrs="md" style={{ overflow: 'hidden' }}>
          {preview ? (
            <Image src={preview} alt="Event image preview" h="100%" w="100%" fit="cover" />
          ) : (
            <Center h="100%" c="gray.5">
              <IconPhoto size={36} stroke={1.5} aria-hidden />
            </Center>
          )}
        </Box>
        <FileButton onChange={choose} accept={ACCEPTED_TYPES.join(',')}>
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={18} />} {...props}>
              {preview ? 'Change image' : 'Choose image'}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
