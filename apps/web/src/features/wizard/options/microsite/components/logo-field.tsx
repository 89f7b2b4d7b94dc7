import { MICROSITE_LOGO_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, Group, Image, Input } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ImageFileCheck } from '@/shared/lib/image-file-check';
import { ImageFileButton } from '@/shared/ui/image-file-button';

// Under 50 KB: a logo of exactly 50 KB is refused too.
const LOGO_RULES = { maxBytes: MICROSITE_LOGO_MAX_BYTES - 1, tooLargeText: MESSAGES.logoTooLarge };

/** The gallery's logo: an image under 50 KB, read as a data URL for the server to re-encode. */
export function LogoField({ value, onChange }: { value: string; onChange: (logo: string) => void }) {
  const [error, setError] = useState<string | null>(null);

  const take = (checked: ImageFileCheck) => {
    if (!checked.isAccepted) return setError(checked.message);
    setError(null);
    onChange(checked.dataUrl);
  };

  return (
    <Input.Wrapper label="Logo" description="PNG, JPEG or WebP under 50 KB" error={error}>
      <Group mt="xs" gap="sm">
        <Box w={96} h={48} bg="gray.1" bdrs="sm" style={{ overflow: 'hidden' }}>
          {value && <Image src={value} alt="Current logo" h={48} w="auto" fit="contain" mx="auto" />}
        </Box>
        <ImageFileButton rules={LOGO_RULES} onChecked={take}>
          {(props) => (
            <Button variant="default" size="xs" leftSection={<IconUpload size={14} />} {...props}>
              Upload logo
            </Button>
          )}
        </ImageFileButton>
      </Group>
    </Input.Wrapper>
  );
}
