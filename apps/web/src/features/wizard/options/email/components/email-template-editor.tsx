import type { EmailTemplateContents } from '@boothdeck/contract';
import { DevicePreview } from '../../common/device-preview';
import { TemplateEditorLayout } from '../../common/template-editor-layout';
import { TemplateTextInput } from '../../common/template-text-input';
import { type TemplateEditorProps, useTemplateEditor } from '../../common/use-template-editor';
import { useSaveMyEmailTemplate } from '../api/save-my-email-template';
import { EmailPreview } from './email-preview';
import { RichTextField } from './rich-text-field';

const TEXT_FIELDS = [
  { field: 'userName', label: 'Greeting', maxLength: 200 },
  { field: 'eventName', label: 'Event name', maxLength: 200 },
  { field: 'buttonText', label: 'Button text', maxLength: 100 },
] as const;

/** The e-mail template editor: the texts in the sidebar, the message's rich text and the preview beside them. */
export function EmailTemplateEditor(props: TemplateEditorProps<EmailTemplateContents>) {
  const editor = useTemplateEditor({ ...props, kind: 'email', saveAsMine: useSaveMyEmailTemplate() });
  const { template, contents, setField } = editor;

  const fields = (
    <>
      {TEXT_FIELDS.map((text) => (
        <TemplateTextInput key={text.field} editor={editor} {...text} />
      ))}
      <RichTextField
        label="Markup text"
        isCompact
        value={contents.markupText}
        onChange={(html) => setField('markupText', html)}
      />
      <TemplateTextInput editor={editor} field="footerText" label="Footer text" maxLength={1000} />
    </>
  );

  return (
    <TemplateEditorLayout title="Email Template Editor" editor={editor} fields={fields}>
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
