/** `/event/form-builder`, `/event/form-builder/edit/{id}` and the standalone `/form-builder` preview page. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { CreateOptionStep, EditOptionStep } from '../../common/option-step-page';
import { FormBuilderEditor } from '../components/form-builder-editor';
import { FormBuilderStep } from '../components/form-builder-step';
import type { BuiltForm } from '../form-builder-schema';
import type { FormTemplateKey } from '../form-templates';

export const OptionStepPage = () => <CreateOptionStep step={FormBuilderStep} />;
export const OptionEditPage = () => (
  <EditOptionStep stepId="form-builder" step={FormBuilderStep} title="Edit Form Builder" />
);

/** Try the form builder without an event: choose a form, change it, See Form. Nothing is saved. */
export function FormBuilderPreviewPage() {
  useDocumentTitle('Form Builder | Boothdeck');
  const [form, setForm] = useState<BuiltForm>({ form_name: '', fields: [] });
  const [activeTemplate, setActiveTemplate] = useState<FormTemplateKey | null>(null);
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Form Builder
        </Title>
        <Text c="dimmed">
          Try the forms guests fill in at the booth. Add one to an event from its Form Builder step.
        </Text>
      </Stack>
      <Paper withBorder radius="md" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <FormBuilderEditor
          form={form}
          onChange={setForm}
          activeTemplate={activeTemplate}
          onTemplateChange={setActiveTemplate}
          errors={{}}
        />
      </Paper>
    </Stack>
  );
}
