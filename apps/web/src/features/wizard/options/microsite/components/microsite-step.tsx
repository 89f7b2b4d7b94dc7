import type { Microsite } from '@boothdeck/contract';
import { Divider, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { GatedStepForm } from '../../common/gated-step-form';
import { loadedStep } from '../../common/loaded-step';
import type { OptionStepProps } from '../../common/option-step-page';
import { useHandedStepValues, useOpenTemplateEditor } from '../../common/template-editor-handoff';
import { TemplateLibraryField } from '../../common/template-library-field';
import { useTemplateLibraryRequested } from '../../common/template-library-request';
import { useOptionFormSave } from '../../common/use-option-form-save';
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
  const handed = useHandedStepValues<MicrositeValues>('microsite', event.id);
  const form = useForm<MicrositeValues>({
    initialValues: { ...micrositeValuesFrom(saved), ...handed },
    validate: validateMicrosite,
  });
  const { isEdit, showFormError, formProps } = useOptionFormSave(PLACE, mode, form, {
    toBody: (values) => toSocialGalleryBody(values, event.id),
    send: saveMicrosite,
    keep: (reply) => reply.microsite,
    fieldMap: MICROSITE_ERROR_FIELDS,
  });
  const openTemplateEditor = useOpenTemplateEditor('microsite', isEdit ? event.id : null);
  // A new gallery password stays out of the browser's history, and still comes back with the step.
  const openEditor = (templateId: number) => {
    const { gallery_password, ...values } = form.getValues();
    openTemplateEditor(
      templateId,
      { ...values, gallery_password: '' },
      { eventId: event.id, values: { gallery_password } },
    );
  };
  const [isTrackingOpen, tracking] = useDisclosure(false);
  const templates = useMicrositeTemplateLibrary();
  const isLibraryRequested = useTemplateLibraryRequested();

  return (
    <GatedStepForm
      title="Social Gallery"
      description="The page where guests find and share their photos."
      {...formProps}
    >
      <Stack gap="lg">
        <TemplateLibraryField
          label="Social Gallery Template"
          libraryTitle="Select Your Social Gallery"
          form={form}
          library={templates}
          onEdit={openEditor}
          onError={showFormError}
          error={form.errors.template ?? form.errors.contents}
          isInitiallyOpen={isLibraryRequested && !formProps.isLocked}
        />
        <Divider />
        <MicrositeSettingsFields
          form={form}
          hasPassword={saved?.has_gallery_password === true}
          onOpenTracking={tracking.open}
        />
      </Stack>
      {isTrackingOpen && (
        <JsHeaderTrackingModal
          value={form.values.tag_script}
          onSave={(script) => form.setFieldValue('tag_script', script)}
          onClose={tracking.close}
        />
      )}
    </GatedStepForm>
  );
}

/** Social Gallery: the wizard step `/event/microsite` and its edit screen. */
export const MicrositeStep = loadedStep(useMicrosite, (props, data) => (
  <MicrositeForm {...props} saved={data.microsite} />
));
