import { type FormValidateInput, useForm } from '@mantine/form';
import type { StepMode } from '@/features/wizard/step-kit';
import { type TemplateEditorKind, useHandedStepValues, useOpenTemplateEditor } from './template-editor-handoff';
import { useOptionFormSave } from './use-option-form-save';
import type { TemplateLibrary, TemplateStepValues } from './use-template-library';

type OptionFormSave<Values extends Record<string, unknown>, Body, Reply> = Parameters<
  typeof useOptionFormSave<Values, Body, Reply>
>;

type TemplateStepFormOptions<
  Contents,
  Values extends TemplateStepValues<Contents> & Record<string, unknown>,
  Body,
  Reply,
> = {
  /** The step's values from its saved settings; values handed back by the template editor go over them. */
  initialValues: Values;
  validate: FormValidateInput<Values>;
  save: OptionFormSave<Values, Body, Reply>[3];
  /** The event whose values the editor keeps out of the browser's history, when the step keeps any. */
  heldFor?: number;
  /** The step's templates to choose from. */
  library: TemplateLibrary<Contents>;
};

/**
 * The form of a step whose look comes from a template (e-mail, social gallery; `kind` is its id):
 * its values, with those the template editor handed back; its save; and the way to the template
 * editor, which takes the values along and knows the event on an edit screen.
 */
export function useTemplateStepForm<
  Contents,
  Values extends TemplateStepValues<Contents> & Record<string, unknown>,
  Body,
  Reply,
>(
  kind: TemplateEditorKind,
  step: { mode: StepMode; eventId: number },
  { initialValues, validate, save, heldFor, library }: TemplateStepFormOptions<Contents, Values, Body, Reply>,
) {
  const handed = useHandedStepValues<Values>(kind, heldFor);
  const form = useForm<Values>({ initialValues: { ...initialValues, ...handed }, validate });
  const saving = useOptionFormSave(kind, step.mode, form, save);
  const openTemplateEditor = useOpenTemplateEditor(kind, saving.isEdit ? step.eventId : null);
  return {
    form,
    ...saving,
    openTemplateEditor,
    /** What TemplateLibraryField takes from the step besides its texts, its Edit and its error. */
    fieldProps: { form, library, onError: saving.showFormError },
  };
}
