import { CHOICE_FIELD_TYPES, FORM_FIELD_TYPES, type FormFieldType } from '@boothdeck/contract';
import { ActionIcon, Grid, Paper, Select, TagsInput, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { BuiltFormErrors, FieldRow } from '../form-builder-schema';

const TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  email: 'Email',
  number: 'Number',
  select: 'Dropdown',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  textarea: 'Long text',
};
const TYPE_OPTIONS = FORM_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

type FormFieldRowProps = {
  field: FieldRow;
  index: number;
  errors: BuiltFormErrors;
  onChange: (field: FieldRow) => void;
  onRemove: () => void;
};

/** One field of the form: its type, label, name (the answer's key) and, for choices, its values. */
export function FormFieldRow({ field, index, errors, onChange, onRemove }: FormFieldRowProps) {
  const number = index + 1;
  const error = (part: string) => errors[`fields.${index}.${part}`];
  const isChoice = CHOICE_FIELD_TYPES.includes(field.type);
  return (
    <Paper withBorder radius="md" p="sm">
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Select
            label={`Field ${number} type`}
            allowDeselect={false}
            data={TYPE_OPTIONS}
            value={field.type}
            onChange={(type) => type && onChange({ ...field, type: type as FormFieldType })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={`Field ${number} label`}
            maxLength={200}
            value={field.label}
            onChange={(event) => onChange({ ...field, label: event.currentTarget.value })}
            error={error('label')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 10, sm: 4 }}>
          <TextInput
            label={`Field ${number} name`}
            maxLength={64}
            value={field.name}
            onChange={(event) => onChange({ ...field, name: event.currentTarget.value })}
            error={error('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: 1 }}>
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            size="lg"
            onClick={onRemove}
            aria-label={`Remove field ${number}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Grid.Col>
        {isChoice && (
          <Grid.Col span={12}>
            <TagsInput
              label={`Field ${number} values`}
              description="Press Enter after each choice."
              value={field.values}
              onChange={(values) => onChange({ ...field, values })}
              error={error('values')}
            />
          </Grid.Col>
        )}
      </Grid>
    </Paper>
  );
}
