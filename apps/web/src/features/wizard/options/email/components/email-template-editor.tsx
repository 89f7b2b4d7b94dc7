import type { EmailTemplateContents } from '@boothdeck/contract';
import { Stack, TextInput } from '@mantine/core';
import { DevicePreview } from '../../common/device-preview';
import { TemplateEditorLayout } from '../../common/template-editor-layout';
import { type TemplateEditorProps, useTemplateEditor } from '../../common/use-template-editor';
import { useSaveMyEmailTemplate } from '../api/save-my-email-template';
import { EmailPreview } from './email-preview';
import { RichTextField } from './rich-text-field';

const TEXT_FIELDS = [
  { key: 'userName', label: 'Greeting', maxLength: 200 },
  { key: 'eventName', label: 'Event name', maxLength: 200 },
  { key: 'buttonText', label: 'Button text', maxLength: 100 },
] as const;

/** The e-mail template editor: the texts in the sidebar, the message's rich text and the preview beside them. */
export function EmailTemplateEditor(props: TemplateEditorProps<EmailTemplateContents>) {
  const editor = useTemplateEditor({ ...props, kind: 'email', saveAsMine: useSaveMyEmailTemplate() });
  const { template, contents, setField } = editor;

  return (
    <TemplateEditorLayout
      title="Email Template Editor"
      editor={editor}
      fields={
        <Stack gap="sm">
          {TEXT_FIELDS.map(({ key, label, maxLength }) => (
            <TextInput
              key={key}
              label={label}
              maxLength={maxLength}
              value={contents[key]}
              onChange={(event) => setField(key, event.currentTarget.value)}
            />
          ))}
          <RichTextField
            label="Markup text"
            isCompact
            value={contents.markupText}
            onChange={(html) => setField('markupText', html)}
          />
          <TextInput
            label="Footer text"
            maxLength={1000}
            value={contents.footerText}
            onChange={(event) => setField('footerText', event.currentTarget.value)}
          />
        </Stack>
      }
    >
      <RichTextField
        label="Message"
        value={contents.contentBodyText}
        onChange={(html) => setField('contentBodyText', html)}
      />
      <DevicePreview label="Email preview">
        <EmailPreview layout={template.layout} contents={contents} />
      </DevicePreview>
    </TemplateEditorLayout>
  );
}
