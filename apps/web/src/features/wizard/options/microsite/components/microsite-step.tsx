import type { Microsite } from '@boothdeck/contract';
import { Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { GatedStepForm } from '../../common/gated-step-form';
import { loadedStep } from '../../common/loaded-step';
import type { OptionStepProps } from '../../common/option-step-page';
import { TemplateLibraryField } from '../../common/template-library-field';
import { useTemplateLibraryRequested } from '../../common/template-library-request';
import { useTemplateStepForm } from '../../common/use-template-step-form';
import { useMicrosite } from '../api/get-microsite';
import { saveMicrosite } from '../api/save-microsite';
import { useMicrositeTemplateLibrary } from '../hooks/use-microsite-template-library';
import {
  MICROSITE_ERROR_FIELDS,
  micrositeValuesFrom,
  toSocialGalleryBody,
  validateMicrosite,
} from '../microsite-schema';
import { JsHeaderTrackingModal } from './js-header-tracking-modal';
import { MicrositeSettingsFields } from './microsite-settings-fields';

function MicrositeForm({ mode, event, saved }: OptionStepProps & { saved: Microsite | null }) {
  const { form, formProps, fieldProps, openTemplateEditor } = useTemplateStepForm(
    'microsite',
    { mode, eventId: event.id },
    {
      heldFor: event.id,
      initialValues: micrositeValuesFrom(saved),
      library: useMicrositeTemplateLibrary(),
      validate: validateMicrosite(event.id),
      save: {
        toBody: (values) => toSocialGalleryBody(values, event.id),
        send: saveMicrosite,
        keep: (reply) => reply.microsite,
        fieldMap: MICROSITE_ERROR_FIELDS,
      },
    },
  );
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
          {...fieldProps}
          onEdit={openEditor}
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
