import type { EmailSetting } from '@boothdeck/contract';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAt, IconUser } from '@tabler/icons-react';
import { GatedStepForm } from '../../common/gated-step-form';
import { loadedStep } from '../../common/loaded-step';
import type { OptionStepProps } from '../../common/option-step-page';
import { SendSelect } from '../../common/send-select';
import { TemplateLibraryField } from '../../common/template-library-field';
import { useTemplateStepForm } from '../../common/use-template-step-form';
import { useEmailSettings } from '../api/get-email-settings';
import { saveEmailSettings } from '../api/save-email-settings';
import { EMAIL_ERROR_FIELDS, emailValuesFrom, toEmailBody, validateEmail } from '../email-schema';
import { useEmailTemplateLibrary } from '../hooks/use-email-template-library';

function EmailForm({ mode, event, setting }: OptionStepProps & { setting: EmailSetting | null }) {
  const { form, formProps, fieldProps, openTemplateEditor } = useTemplateStepForm(
    'email',
    { mode, eventId: event.id },
    {
      initialValues: emailValuesFrom(setting),
      library: useEmailTemplateLibrary(event.event_name),
      validate: validateEmail(event.id),
      save: {
        toBody: (values, intent) => toEmailBody(values, event.id, intent === 'draft' ? 'draft' : 'final'),
        send: saveEmailSettings,
        keep: (reply) => reply.email_setting,
        fieldMap: EMAIL_ERROR_FIELDS,
      },
    },
  );
  const openEditor = (templateId: number) => openTemplateEditor(templateId, form.getValues());

  return (
    <GatedStepForm title="Email Settings" description="What guests receive by e-mail after the booth." {...formProps}>
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
          <SendSelect linkValue="social_gallery_link" {...form.getInputProps('send')} />
        </SimpleGrid>
        <TemplateLibraryField
          label="Email Template"
          libraryTitle="Template Library"
          {...fieldProps}
          onEdit={openEditor}
          error={form.errors.template}
        />
      </Stack>
    </GatedStepForm>
  );
}

/** Email Settings: the wizard step `/event/email` and its edit screen. */
export const EmailStep = loadedStep(useEmailSettings, (props, data) => (
  <EmailForm {...props} setting={data.emailSetting} />
));
