import { MICROSITE_LOGO_MAX_BYTES, type MicrositeTemplateContents, type TemplateLayout } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import {
  Button,
  ColorInput,
  FileButton,
  Grid,
  Group,
  Image,
  Input,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { readDataUrl } from '@/shared/lib/read-data-url';
import { DevicePreview } from '../../common/device-preview';
import { SaveTemplateForm } from '../../common/save-template-form';
import { MicrositePreview } from './microsite-preview';

type MicrositeTemplateEditorProps = {
  layout: TemplateLayout;
  contents: MicrositeTemplateContents;
  onChange: (contents: MicrositeTemplateContents) => void;
  onSaveAsMine: (name: string) => Promise<string>;
  logoError?: string;
};

const SWATCHES = ['#CEA252', '#2F2A5B', '#E0457B', '#4C6EF5', '#12B886', '#212529'];

/** The chosen template's look (logo, text, social menu and button colours, footer) with a live preview. */
export function MicrositeTemplateEditor({
  layout,
  contents,
  onChange,
  onSaveAsMine,
  logoError,
}: MicrositeTemplateEditorProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  const set = (key: keyof MicrositeTemplateContents, value: string) => onChange({ ...contents, [key]: value });

  const chooseLogo = async (file: File | null) => {
    if (!file) return;
    if (file.size >= MICROSITE_LOGO_MAX_BYTES) {
      setFileError(MESSAGES.logoTooLarge);
      return;
    }
    setFileError(null);
    set('logo', await readDataUrl(file));
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Text fw={600}>Template settings</Text>
          <Input.Wrapper label="Logo" description="Under 50 KB" error={fileError ?? logoError}>
            <Group mt="xs" gap="sm">
              {contents.logo && <Image src={contents.logo} alt="Current logo" h={36} w="auto" fit="contain" />}
              <FileButton onChange={chooseLogo} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button variant="default" size="xs" leftSection={<IconUpload size={14} />} {...props}>
                    Upload logo
                  </Button>
                )}
              </FileButton>
            </Group>
          </Input.Wrapper>
          <Textarea
            label="Content text"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            value={contents.contentBodyText}
            onChange={(e) => set('contentBodyText', e.currentTarget.value)}
          />
          <ColorInput
            label="Social menu colour"
            format="hex"
            swatches={SWATCHES}
            value={contents.SocialMenuStyle}
            onChange={(value) => set('SocialMenuStyle', value)}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Button text"
              maxLength={100}
              value={contents.buttonText}
              onChange={(e) => set('buttonText', e.currentTarget.value)}
            />
            <ColorInput
              label="Button colour"
              format="hex"
              swatches={SWATCHES}
              value={contents.buttonColor}
              onChange={(value) => set('buttonColor', value)}
            />
          </Group>
          <TextInput
            label="Footer text"
            maxLength={1000}
            value={contents.footerText}
            onChange={(e) => set('footerText', e.currentTarget.value)}
          />
          <SaveTemplateForm onSave={onSaveAsMine} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <DevicePreview label="Social gallery preview">
          <MicrositePreview layout={layout} contents={contents} />
        </DevicePreview>
      </Grid.Col>
    </Grid>
  );
}
