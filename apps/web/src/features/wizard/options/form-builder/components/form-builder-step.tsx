import { MESSAGES } from '@boothdeck/contract/messages';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { StepActions, StepCard, type StepIntent, useStepSave } from '@/features/wizard/step-kit';
import { ApiError, getErrorMessage } from '@/shared/api/api-error';
import { invalidateEventReads } from '@/shared/api/event-reads';
import { isFeatureOn } from '@/shared/lib/event-options';
import { FormAlert } from '@/shared/ui/form-alert';
import { GatedStepBody } from '../../common/gated-step-body';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionStep } from '../../common/use-option-step';
import { saveFormData } from '../api/save-form-data';
import {
  type BuiltForm,
  type BuiltFormErrors,
  builderPathOf,
  builtFormFrom,
  toFormDataBody,
  validateBuiltForm,
} from '../form-builder-schema';
import { type FormTemplateKey, templateOfForm } from '../form-templates';
import { FormBuilderEditor } from './form-builder-editor';

/** Form Builder: the wizard step `/event/form-builder` (Save Data before Next) and its edit screen. */
export function FormBuilderStep({ mode, event }: OptionStepProps) {
  const { isEdit, isLocked, backTo, nextPath, keepInDraft } = useOptionStep('form-builder', mode);
  const navigate = useNavigate();
  const saved = event.event_form_builder;
  const [form, setForm] = useState<BuiltForm>(() => builtFormFrom(saved));
  const [activeTemplate, setActiveTemplate] = useState<FormTemplateKey | null>(
    saved ? templateOfForm(saved.form_name) : null,
  );
  const [errors, setErrors] = useState<BuiltFormErrors>({});
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);
  const [hasSavedForm, setHasSavedForm] = useState(saved !== null);
  const [isSaved, setIsSaved] = useState(saved !== null);
  const [isWarningOpen, warning] = useDisclosure(false);
  const canCaptureData = isFeatureOn(event.feature, 'data_capture');
  const queryClient = useQueryClient();
  // Save Data is a save like Next's: the event read elsewhere (the Summary) must show the form.
  const saveData = useMutation({
    mutationFn: (body: ReturnType<typeof toFormDataBody>) => saveFormData(body, hasSavedForm),
    onSuccess: () => invalidateEventReads(queryClient),
  });
  const step = useStepSave(mode, (body: ReturnType<typeof toFormDataBody>) =>
    saveFormData(body, isEdit || hasSavedForm),
  );

  const change = (next: BuiltForm) => {
    setForm(next);
    setIsSaved(false);
    setNotice(null);
    setErrors({});
  };

  const showError = (error: unknown) => {
    const fieldErrors =
      error instanceof ApiError
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([path, [text = '']]) => [builderPathOf(path), text]),
          )
        : {};
    setErrors(fieldErrors);
    setNotice({ message: getErrorMessage(error), tone: 'error' });
  };

  /** The form's checks; false (with the messages shown) when it cannot be saved. */
  const check = () => {
    const found = validateBuiltForm(form, event.id);
    setErrors(found);
    if (found.form) setNotice({ message: found.form, tone: 'error' });
    return Object.keys(found).length === 0;
  };

  const onSaved = () => {
    setHasSavedForm(true);
    setIsSaved(true);
    keepInDraft(toFormDataBody(form, event.id));
  };

  const saveNow = () => {
    if (isLocked || !check()) return;
    saveData.mutate(toFormDataBody(form, event.id), {
      onSuccess: () => {
        onSaved();
        setNotice({ message: MESSAGES.formSaved, tone: 'success' });
      },
      onError: showError,
    });
  };

  const submit = (intent: StepIntent) => (formEvent?: FormEvent) => {
    formEvent?.preventDefault();
    if (isLocked) return;
    if (!isEdit && intent === 'next') {
      if (isSaved) navigate(nextPath());
      else {
        setNotice({ message: MESSAGES.formNotSaved, tone: 'error' });
        warning.open();
      }
      return;
    }
    if (!check()) return;
    step.save(toFormDataBody(form, event.id), intent, { onSaved, nextPath, onError: showError });
  };

  return (
    <form onSubmit={submit('next')} noValidate>
      <StepCard
        title="Form Builder"
        isEdit={isEdit}
        description="The form guests fill in at the booth. Start from a ready-made form or build your own."
      >
        {!canCaptureData && (
          <Alert color="orange" variant="light">
            {MESSAGES.formNeedsDataCapture}
          </Alert>
        )}
        <GatedStepBody
          isLocked={isLocked}
          formError={null}
          actions={
            <Stack gap="sm">
              <FormAlert message={notice?.message ?? null} tone={notice?.tone} />
              {!isEdit && (
                <Group justify="flex-end">
                  <Button
                    variant="outline"
                    leftSection={<IconDeviceFloppy size={18} />}
                    onClick={saveNow}
                    loading={saveData.isPending}
                    disabled={!canCaptureData || step.pendingIntent !== null}
                  >
                    Save Data
                  </Button>
                </Group>
              )}
              <StepActions
                isEdit={isEdit}
                backTo={backTo}
                pendingIntent={step.pendingIntent}
                onSaveDraft={submit('draft')}
              />
            </Stack>
          }
        >
          <FormBuilderEditor
            form={form}
            onChange={change}
            activeTemplate={activeTemplate}
            onTemplateChange={setActiveTemplate}
            errors={errors}
          />
        </GatedStepBody>
      </StepCard>
      <Modal opened={isWarningOpen} onClose={warning.close} title="Warning" centered transitionProps={{ duration: 0 }}>
        <Text>{MESSAGES.formSaveWarning}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={warning.close}>OK</Button>
        </Group>
      </Modal>
    </form>
  );
}
