import { TextInput } from '@mantine/core';

/** The keys of a template's texts whose value is plain text. */
type TextKey<Contents> = { [Key in keyof Contents]: Contents[Key] extends string ? Key : never }[keyof Contents];

type TemplateTextInputProps<Contents> = {
  editor: { contents: Contents; setField: <Key extends keyof Contents>(key: Key, value: Contents[Key]) => void };
  field: TextKey<Contents>;
  label: string;
  maxLength: number;
};

/** One plain text of a template in an editor's sidebar. */
export function TemplateTextInput<Contents>({ editor, field, label, maxLength }: TemplateTextInputProps<Contents>) {
  return (
    <TextInput
      label={label}
      maxLength={maxLength}
      value={editor.contents[field] as string}
      onChange={(event) => editor.setField(field, event.currentTarget.value as Contents[typeof field])}
    />
  );
}
