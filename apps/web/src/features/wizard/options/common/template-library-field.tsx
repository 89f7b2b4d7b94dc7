import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { ChosenTemplateField } from './chosen-template-field';
import { type TemplateChoice, TemplateLibraryModal } from './template-library-modal';
import type { TemplateLibrary, TemplateStepValues } from './use-template-library';

/** The part of a step's form a library choice reads and sets. */
type TemplateStepForm<Contents> = {
  values: TemplateStepValues<Contents>;
  getValues: () => TemplateStepValues<Contents>;
  setValues: (values: TemplateStepValues<Contents>) => void;
  clearFieldError: (path: 'template') => void;
};

type TemplateLibraryFieldProps<Contents> = {
  label: string;
  /** The library button's text and the library's title. */
  libraryTitle: string;
  form: TemplateStepForm<Contents>;
  library: TemplateLibrary<Contents>;
  /** Opens a standard template's editor page. */
  onEdit: (templateId: number) => void;
  /** A choice that could not be loaded. */
  onError: (message: string) => void;
  error?: ReactNode;
  /** The library is open when the field first shows. */
  isInitiallyOpen?: boolean;
};

/** A step's template: the chosen one with its Edit button, and the library it is chosen from. */
export function TemplateLibraryField<Contents>(props: TemplateLibraryFieldProps<Contents>) {
  const { label, libraryTitle, form, library, onEdit, onError, error, isInitiallyOpen = false } = props;
  const [isLibraryOpen, libraryModal] = useDisclosure(isInitiallyOpen);
  const { template } = form.values;

  const choose = async (pick: TemplateChoice) => {
    try {
      form.setValues(await library.resolve(pick, form.getValues()));
      form.clearFieldError('template');
    } catch (failure) {
      onError(getErrorMessage(failure));
    }
  };

  return (
    <>
      <ChosenTemplateField
        label={label}
        buttonLabel={libraryTitle}
        chosen={template && { name: template.name, image: template.image, isMine: template.choice.type === 'my' }}
        onOpen={libraryModal.open}
        onEdit={() => template && onEdit(template.templateId)}
        error={error}
      />
      {isLibraryOpen && (
        <TemplateLibraryModal
          title={libraryTitle}
          opened
          onClose={libraryModal.close}
          standard={library.standard}
          saved={library.saved}
          value={template?.choice ?? null}
          onSave={choose}
          onEditTemplate={onEdit}
        />
      )}
    </>
  );
}
