import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { ImageUrlControl } from './image-url-control';

/** Only what the sanitiser keeps on save: anything else the editor made would vanish. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: false,
  }),
  Link,
  Image,
  TableKit.configure({ table: { resizable: false } }),
];

/** The editor's HTML without the empty paragraph it keeps at the end for the caret. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

type RichTextFieldProps = {
  label: string;
  /** HTML; plain text is read as one paragraph. */
  value: string;
  onChange: (html: string) => void;
  /** Bold, italic and links only, for a one-line text. */
  isCompact?: boolean;
};

/** Bold, italic and links: the compact toolbar, and a group of the full one. */
function InlineControls() {
  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Bold />
      <RichTextEditor.Italic />
      <RichTextEditor.Link />
      <RichTextEditor.Unlink />
    </RichTextEditor.ControlsGroup>
  );
}

function FullToolbar() {
  return (
    <>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H1 />
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
      </RichTextEditor.ControlsGroup>
      <InlineControls />
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <ImageUrlControl />
        <RichTextEditor.TableInsert maxColumns={6} maxRows={6} />
        <RichTextEditor.TableDelete />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </>
  );
}

/** A rich text field (Tiptap under Mantine's toolbar) whose value is the text's HTML. */
export function RichTextField({ label, value, onChange, isCompact = false }: RichTextFieldProps) {
  const labelId = useId();
  // The HTML the editor holds, so only a change from outside (Reset) replaces its content.
  const shown = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId } },
    onUpdate: ({ editor: changed }) => {
      shown.current = htmlOf(changed);
      onChange(shown.current);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed || value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }}>
      <RichTextEditor editor={editor} mt={4} role="group" aria-labelledby={labelId}>
        <RichTextEditor.Toolbar>{isCompact ? <InlineControls /> : <FullToolbar />}</RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={isCompact ? undefined : 180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
