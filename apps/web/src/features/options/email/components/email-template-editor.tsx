import type { EmailTemplateContents, TemplateLayout } from '@boothdeck/contract';
import { Grid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DevicePreview } from '../../common/device-preview';
import { SaveTemplateForm } from '../../common/save-template-form';
import { EmailPreview } from './email-preview';

type EmailTemplateEditorProps = {
  layout: TemplateLayout;
  contents: EmailTemplateContents;
  onChange: (contents: EmailTemplateContents) => void;
  onSaveAsMine: (name: string) => Promise<string>;
};

const FIELDS = [
  { key: 'userName', label: 'Greeting' },
  { key: 'eventName', label: 'Event name' },
  { key: 'buttonText', label: 'Button text' },
  { key: 'footerText', label: 'Footer text' },
] as const;

/** The chosen template's texts, with a live preview at each device width. */
export function EmailTemplateEditor({ layout, contents, onChange, onSaveAsMine }: EmailTemplateEditorProps) {
  const set = (key: keyof EmailTemplateContents, value: string) => onChange({ ...contents, [key]: value });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Text fw={600}>Template content</Text>
          {FIELDS.slice(0, 2).map(({ key, label }) => (
            <TextInput
              key={key}
              label={label}
              value={contents[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
            />
          ))}
          <Textarea
            label="Message"
            autosize
            minRows={4}
            maxRows={10}
            value={contents.contentBodyText}
            onChange={(e) => set('contentBodyText', e.currentTarget.value)}
          />
          {FIELDS.slice(2).map(({ key, label }) => (
            <TextInput
              key={key}
              label={label}
              value={contents[key]}
              onChange={(e) => set(key, e.currentTarget.value)}
            />
          ))}
          <SaveTemplateForm onSave={onSaveAsMine} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <DevicePreview label="Email preview">
          <EmailPreview layout={layout} contents={contents} />
        </DevicePreview>
      </Grid.Col>
    </Grid>
  );
}
