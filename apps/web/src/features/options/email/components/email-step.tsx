import type { EmailSetting } from '@boothdeck/contract';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAt, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { StepActions, StepCard, type StepIntent, useStepSave } from '@/features/wizard/step-kit';
import { getErrorMessage } from '@/shared/api/api-error';
import { toFormErrors } from '@/shared/lib/to-form-errors';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import { ChosenTemplateField } from '../../common/chosen-template-field';
import { GatedStepBody } from '../../common/gated-step-body';
import type { OptionStepProps } from '../../common/option-step-page';
import { useHandedStepValues, useOpenTemplateEditor } from '../../common/template-editor-handoff';
import { TemplateLibraryModal } from '../../common/template-library-modal';
import { useOptionStep } from '../../common/use-option-step';
import { useEmailSettings } from '../api/get-email-settings';
import { saveEmailSettings } from '../api/save-email-settings';
import {
  EMAIL_ERROR_FIELDS,
  EMAIL_STEP_PATH,
  type EmailValues,
  emailValuesFrom,
  toEmailBody,
  validateEmail,
} from '../email-schema';
import { useEmailTemplateLibrary } from '../hooks/use-email-template-library';

const PLACE = { path: EMAIL_STEP_PATH, option: 'email', draftKey: 'email' } as const;

function EmailForm({ mode, event, setting }: OptionStepProps & { setting: EmailSetting | null }) {
  const { isEdit, isLocked, backTo, nextPath, keepInDraft } = useOptionStep(PLACE, mode);
  const handed = useHandedStepValues<EmailValues>('email');
  const form = useForm<EmailValues>({
    initialValues: { ...emailValuesFrom(setting), ...handed },
    validate: validateEmail,
  });
  const openEditor = useOpenTemplateEditor('email', isEdit ? event.id : null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isLibraryOpen, library] = useDisclosure(false);
  const templates = useEmailTemplateLibrary();
  const { save, pendingIntent } = useStepSave(mode, (body: ReturnType<typeof toEmailBody>) =>
    saveEmailSettings(body, isEdit),
  );

  const showServerErrors = (error: unknown) => {
    const { fieldErrors, formError: message } = toFormErrors(error, Object.keys(EMAIL_ERROR_FIELDS));
    form.setErrors(
      Object.fromEntries(Object.entries(fieldErrors).map(([key, text]) => [EMAIL_ERROR_FIELDS[key], text])),
    );
    setFormError(message);
  };

  const saveAs = (intent: StepIntent) => (values: EmailValues) => {
    if (isLocked) return;
    setFormError(null);
    save(toEmailBody(values, event.id, intent === 'draft' ? 'draft' : 'final'), intent, {
      onSaved: (reply) => keepInDraft(reply.email_setting),
      nextPath,
      onError: showServerErrors,
    });
  };

  const choose = async (pick: Parameters<typeof templates.resolve>[0]) => {
    try {
      const chosen = await templates.resolve(pick, form.getValues());
      form.setValues(chosen);
      form.clearFieldError('template');
    } catch (error) {
      setFormError(getErrorMessage(error));
    }
  };

  const { template } = form.values;
  return (
    <form onSubmit={form.onSubmit(saveAs('next'))} noValidate>
      <StepCard title="Email Settings" isEdit={isEdit} description="What guests receive by e-mail after the booth.">
        <GatedStepBody
          isLocked={isLocked}
          formError={formError}
          actions={
            <StepActions
              isEdit={isEdit}
              backTo={backTo}
              pendingIntent={pendingIntent}
              onSaveDraft={form.onSubmit(saveAs('draft'))}
            />
          }
        >
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              <TextInput
                label="From Name"
                withAsterisk
                maxLength={100}
                leftSection={<IconUser size={18} />}
                {...form.getInputProps('from_name')}
              />
              <TextInput
                label="Reply To"
                type="email"
                maxLength={254}
                leftSection={<IconAt size={18} />}
                {...form.getInputProps('reply_to')}
              />
              <TextInput label="Email Subject" withAsterisk maxLength={200} {...form.getInputProps('email_subject')} />
              <Select
                label="Send"
                allowDeselect={false}
                data={[{ value: 'social_gallery_link', label: 'Social Gallery link' }]}
                {...form.getInputProps('send')}
              />
            </SimpleGrid>
            <ChosenTemplateField
              label="Email Template"
              buttonLabel="Template Library"
              chosen={template && { name: template.name, image: template.image, isMine: template.choice.type === 'my' }}
              onOpen={library.open}
              onEdit={() => template && openEditor(template.templateId, form.getValues())}
              error={form.errors.template}
            />
          </Stack>
        </GatedStepBody>
        {isLibraryOpen && (
          <TemplateLibraryModal
            title="Template Library"
            opened
            onClose={library.close}
            standard={templates.standard}
            saved={templates.saved}
            value={template?.choice ?? null}
            onSave={choose}
            onEditTemplate={(id) => openEditor(id, form.getValues())}
          />
        )}
      </StepCard>
    </form>
  );
}

/** Email Settings: the wizard step `/event/email` and its edit screen. */
export function EmailStep({ mode, event }: OptionStepProps) {
  const { data, error } = useEmailSettings(event.id);
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <PageLoader />;
  return <EmailForm mode={mode} event={event} setting={data.emailSetting} />;
}
