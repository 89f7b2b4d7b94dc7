import { MICROSITE_LOGO_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Box, Button, FileButton, Group, Image, Input } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { readDataUrl } from '@/shared/lib/read-data-url';

/** The gallery's logo: an image under 50 KB, read as a data URL for the server to re-encode. */
export function LogoField({ value, onChange }: { value: string; onChange: (logo: string) => void }) {
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    if (file.size >= MICROSITE_LOGO_MAX_BYTES) {
      setError(MESSAGES.logoTooLarge);
      return;
    }
    setError(null);
    onChange(await readDataUrl(file));
  };

  return (
    <Input.Wrapper label="Logo" description="PNG, JPEG or WebP under 50 KB" error={error}>
      <Group mt="xs" gap="sm">
        <Box w={96} h={48} bg="gray.1" bdrs="sm" style={{ overflow: 'hidden' }}>
          {value && <Image src={value} alt="Current logo" h={48} w="auto" fit="contain" mx="auto" />}
        </Box>
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button variant="default" size="xs" leftSection={<IconUpload size={14} />} {...props}>
              Upload logo
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
