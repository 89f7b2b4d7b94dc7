import { EVENT_IMAGE_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, Center, Group, Image, Input } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ImageFileButton } from '@/shared/ui/image-file-button';

const RULES = { maxBytes: EVENT_IMAGE_MAX_BYTES, tooLargeText: MESSAGES.invalidEventImage };

type EventImageFieldProps = {
  /** What to preview: the newly chosen image, else the event's current one. */
  preview: string | null;
  onChange: (dataUrl: string) => void;
  error?: ReactNode;
};

/** Event Image: a PNG, JPEG or WebP read as a data URL, with a preview. */
export function EventImageField({ preview, onChange, error }: EventImageFieldProps) {
  const [fileError, setFileError] = useState<string | null>(null);

  // A refused file leaves the image shown before in place.
  const take = (checked: ImageFileCheck) => {
    if (!checked.isAccepted) return setFileError(checked.message);
    setFileError(null);
    onChange(checked.dataUrl);
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
        <ImageFileButton rules={RULES} onChecked={take}>
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={18} />} {...props}>
              {preview ? 'Change image' : 'Choose image'}
            </Button>
          )}
        </ImageFileButton>
      </Group>
    </Input.Wrapper>
  );
}
