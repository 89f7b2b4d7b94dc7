import { Button, Checkbox, Modal, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { BuiltForm, FieldRow } from '../form-builder-schema';

function PreviewField({ field }: { field: FieldRow }) {
  const label = field.label || field.name;
  switch (field.type) {
    case 'textarea':
      return <Textarea label={label} autosize minRows={2} />;
    case 'number':
      return <NumberInput label={label} />;
    case 'select':
      return <Select label={label} data={field.values} />;
    case 'radio':
      return (
        <Radio.Group label={label}>
          <Stack gap={6} mt={6}>
            {field.values.map((value) => (
              <Radio key={value} value={value} label={value} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group label={label}>
          <Stack gap={6} mt={6}>
            {field.values.map((value) => (
              <Checkbox key={value} value={value} label={value} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default:
      return <TextInput label={label} type={field.type} />;
  }
}

/** The form as guests see it at the booth; nothing is sent. */
export function FormPreviewModal({ form, onClose }: { form: BuiltForm; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={form.form_name || 'Form preview'} transitionProps={{ duration: 0 }}>
      <Stack gap="md">
        {form.fields.map((field) => (
          <PreviewField key={field.key} field={field} />
        ))}
        <Button disabled>Submit</Button>
      </Stack>
    </Modal>
  );
}
