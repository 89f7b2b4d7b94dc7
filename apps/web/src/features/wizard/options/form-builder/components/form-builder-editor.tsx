import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Center, Group, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconForms, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import { type BuiltForm, type BuiltFormErrors, toRows } from '../form-builder-schema';
import { FORM_TEMPLATES, type FormTemplateKey } from '../form-templates';
import { FormFieldRow } from './form-field-row';
import { FormPreviewModal } from './form-preview-modal';

type FormBuilderEditorProps = {
  form: BuiltForm;
  onChange: (form: BuiltForm) => void;
  /** The template the form follows; null until one is chosen. */
  activeTemplate: FormTemplateKey | null;
  onTemplateChange: (key: FormTemplateKey) => void;
  errors: BuiltFormErrors;
};

/** Choose a ready-made form or start a custom one, then edit its fields; See Form previews it. */
export function FormBuilderEditor({
  form,
  onChange,
  activeTemplate,
  onTemplateChange,
  errors,
}: FormBuilderEditorProps) {
  const [isPreviewOpen, preview] = useDisclosure(false);
  const [previewError, setPreviewError] = useState<string | null>(null);

  const chooseTemplate = (key: FormTemplateKey) => {
    const template = FORM_TEMPLATES.find((item) => item.key === key);
    if (!template) return;
    onTemplateChange(key);
    onChange({ form_name: template.label, fields: toRows(template.fields) });
  };

  const seeForm = () => {
    if (form.fields.length === 0) {
      setPreviewError(MESSAGES.formEmpty);
      return;
    }
    setPreviewError(null);
    preview.open();
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" role="group" aria-label="Form templates">
        {FORM_TEMPLATES.map((template) => {
          const isActive = template.key === activeTemplate;
          return (
            <UnstyledButton
              key={template.key}
              onClick={() => chooseTemplate(template.key)}
              aria-pressed={isActive}
              p="sm"
              bdrs="md"
              bd={`1px solid ${isActive ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-gray-3)'}`}
              bg={isActive ? 'var(--mantine-color-indigo-light)' : undefined}
            >
              <Group gap="xs" wrap="nowrap">
                <IconForms size={18} color="var(--mantine-color-indigo-6)" aria-hidden />
                <Text size="sm" fw={isActive ? 600 : 500}>
                  {template.label}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {activeTemplate === null ? (
        <Paper withBorder radius="md" p="xl" bg="gray.0">
          <Center>
            <Text c="dimmed">Select any form</Text>
          </Center>
        </Paper>
      ) : (
        <Stack gap="sm">
          <TextInput
            label="Form name"
            withAsterisk
            maxLength={200}
            value={form.form_name}
            onChange={(event) => onChange({ ...form, form_name: event.currentTarget.value })}
            error={errors.form_name}
          />
          {form.fields.map((field, index) => (
            <FormFieldRow
              key={field.key}
              field={field}
              index={index}
              errors={errors}
              onChange={(changed) =>
                onChange({ ...form, fields: form.fields.map((item, at) => (at === index ? changed : item)) })
              }
              onRemove={() => onChange({ ...form, fields: form.fields.filter((_, at) => at !== index) })}
            />
          ))}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                onChange({
                  ...form,
                  fields: [...form.fields, { key: crypto.randomUUID(), type: 'text', label: '', name: '', values: [] }],
                })
              }
            >
              Add field
            </Button>
            <Button variant="default" leftSection={<IconEye size={16} />} onClick={seeForm}>
              See Form
            </Button>
          </Group>
          <FormAlert message={previewError} />
        </Stack>
      )}
      {isPreviewOpen && <FormPreviewModal form={form} onClose={preview.close} />}
    </Stack>
  );
}
