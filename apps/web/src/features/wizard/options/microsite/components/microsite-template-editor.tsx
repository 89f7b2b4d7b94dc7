import { DEFAULT_SOCIAL_MENU_STYLE, type MicrositeTemplateContents } from '@boothdeck/contract';
import { ColorInput, Group, Textarea } from '@mantine/core';
import { DevicePreview } from '../../common/device-preview';
import { TemplateEditorLayout } from '../../common/template-editor-layout';
import { TemplateTextInput } from '../../common/template-text-input';
import { type TemplateEditorProps, useTemplateEditor } from '../../common/use-template-editor';
import { useSaveMyMicrositeTemplate } from '../api/save-my-microsite-template';
import { LogoField } from './logo-field';
import { MicrositePreview } from './microsite-preview';

const SWATCHES = [DEFAULT_SOCIAL_MENU_STYLE, '#2F2A5B', '#E0457B', '#4C6EF5', '#12B886', '#212529'];

/** The social gallery template editor: logo, tagline, colours and texts beside a preview at each device width. */
export function MicrositeTemplateEditor(props: TemplateEditorProps<MicrositeTemplateContents>) {
  const editor = useTemplateEditor({ ...props, kind: 'microsite', saveAsMine: useSaveMyMicrositeTemplate() });
  const { template, contents, setField } = editor;

  const fields = (
    <>
      <LogoField value={contents.logo} onChange={(logo) => setField('logo', logo)} />
      <Textarea
        label="Tagline"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        value={contents.contentBodyText}
        onChange={(event) => setField('contentBodyText', event.currentTarget.value)}
      />
      <ColorInput
        label="Social menu colour"
        format="hex"
        swatches={SWATCHES}
        placeholder={DEFAULT_SOCIAL_MENU_STYLE}
        value={contents.SocialMenuStyle}
        onChange={(value) => setField('SocialMenuStyle', value)}
        onBlur={() => contents.SocialMenuStyle || setField('SocialMenuStyle', DEFAULT_SOCIAL_MENU_STYLE)}
      />
      <Group grow align="flex-start">
        <TemplateTextInput editor={editor} field="buttonText" label="Button text" maxLength={100} />
        <ColorInput
          label="Button colour"
          format="hex"
          swatches={SWATCHES}
          value={contents.buttonColor}
          onChange={(value) => setField('buttonColor', value)}
        />
      </Group>
      <TemplateTextInput editor={editor} field="footerText" label="Footer text" maxLength={1000} />
    </>
  );

  return (
    <TemplateEditorLayout title="Social Gallery Template Editor" editor={editor} fields={fields}>
      <DevicePreview label="Social gallery preview">
        <MicrositePreview layout={template.layout} contents={contents} />
      </DevicePreview>
    </TemplateEditorLayout>
  );
}
