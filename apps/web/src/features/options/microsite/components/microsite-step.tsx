import type { Microsite } from '@boothdeck/contract';
import { Divider, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
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
import { type TemplateChoice, TemplateLibraryModal } from '../../common/template-library-modal';
import { useOptionStep } from '../../common/use-option-step';
import { useMicrosite } from '../api/get-microsite';
import { saveMicrosite } from '../api/save-microsite';
import { useMicrositeTemplateLibrary } from '../hooks/use-microsite-template-library';
import {
  MICROSITE_ERROR_FIELDS,
  MICROSITE_STEP_PATH,
  type MicrositeValues,
  micrositeValuesFrom,
  toSocialGalleryBody,
  validateMicrosite,
} from '../microsite-schema';
import { JsHeaderTrackingModal } from './js-header-tracking-modal';
import { MicrositeSettingsFields } from './microsite-settings-fields';

const PLACE = { path: MICROSITE_STEP_PATH, option: 'microsite', draftKey: 'micro_site' } as const;

function MicrositeForm({ mode, event, saved }: OptionStepProps & { saved: Microsite | null }) {
  const { isEdit, isLocked, backTo, nextPath, keepInDraft } = useOptionStep(PLACE, mode);
  const handed = useHandedStepValues<MicrositeValues>('microsite');
  const form = useForm<MicrositeValues>({
    initialValues: { ...micrositeValuesFrom(saved), ...handed },
    validate: validateMicrosite,
  });
  const openTemplateEditor = useOpenTemplateEditor('microsite', isEdit ? event.id : null);
  // A new gallery password is not handed around in the browser's history; the step keeps the current one.
  const openEditor = (templateId: number) =>
    openTemplateEditor(templateId, { ...form.getValues(), gallery_password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [isLibraryOpen, library] = useDisclosure(false);
  const [isTrackingOpen, tracking] = useDisclosure(false);
  const templates = useMicrositeTemplateLibrary();
  const { save, pendingIntent } = useStepSave(mode, (body: ReturnType<typeof toSocialGalleryBody>) =>
    saveMicrosite(body, isEdit),
  );

  const showServerErrors = (error: unknown) => {
    const { fieldErrors, formError: message } = toFormErrors(error, Object.keys(MICROSITE_ERROR_FIELDS));
    form.setErrors(
      Object.fromEntries(Object.entries(fieldErrors).map(([key, text]) => [MICROSITE_ERROR_FIELDS[key] ?? key, text])),
    );
    setFormError(message);
  };

  const saveAs = (intent: StepIntent) => (values: MicrositeValues) => {
    if (isLocked) return;
    setFormError(null);
    save(toSocialGalleryBody(values, event.id), intent, {
      onSaved: (reply) => keepInDraft(reply.microsite),
      nextPath,
      onError: showServerErrors,
    });
  };

  const choose = async (pick: TemplateChoice) => {
    try {
      form.setValues(await templates.resolve(pick, form.getValues()));
      form.clearFieldError('template');
    } catch (error) {
      setFormError(getErrorMessage(error));
    }
  };

  const { template } = form.values;
  return (
    <form onSubmit={form.onSubmit(saveAs('next'))} noValidate>
      <StepCard title="Social Gallery" isEdit={isEdit} description="The page where guests find and share their photos.">
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
            <ChosenTemplateField
              label="Social Gallery Template"
              buttonLabel="Select Your Social Gallery"
              chosen={template && { name: template.name, image: template.image, isMine: template.choice.type === 'my' }}
              onOpen={library.open}
              onEdit={() => template && openEditor(template.templateId)}
              error={form.errors.template ?? form.errors.contents}
            />
            <Divider />
            <MicrositeSettingsFields
              form={form}
              hasPassword={saved?.has_gallery_password === true}
              onOpenTracking={tracking.open}
            />
          </Stack>
        </GatedStepBody>
        {isLibraryOpen && (
          <TemplateLibraryModal
            title="Select Your Social Gallery"
            opened
            onClose={library.close}
            standard={templates.standard}
            saved={templates.saved}
            value={template?.choice ?? null}
            onSave={choose}
            onEditTemplate={openEditor}
          />
        )}
        {isTrackingOpen && (
          <JsHeaderTrackingModal
            value={form.values.tag_script}
            onSave={(script) => form.setFieldValue('tag_script', script)}
            onClose={tracking.close}
          />
        )}
      </StepCard>
    </form>
  );
}

/** Social Gallery: the wizard step `/event/microsite` and its edit screen. */
export function MicrositeStep({ mode, event }: OptionStepProps) {
  const { data, error } = useMicrosite(event.id);
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <PageLoader />;
  return <MicrositeForm mode={mode} event={event} saved={data.microsite} />;
}
