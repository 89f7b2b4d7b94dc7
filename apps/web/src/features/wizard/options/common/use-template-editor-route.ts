import { useParams } from 'react-router';
import { type TemplateEditorKind, useHandedStepValues } from './template-editor-handoff';

const EVENT_PARAMS: Record<TemplateEditorKind, string> = { email: 'emailId', microsite: 'socialId' };

/** The step an editor returns to: the event's edit screen when it came from one, else the wizard step. */
const stepPathOf = (stepBasePath: string, editedEventId: string | undefined) =>
  editedEventId ? `${stepBasePath}/edit/${editedEventId}` : stepBasePath;

/**
 * What a template editor page's address says: the standard template's id (null when it is not an
 * id), the step Save and Cancel return to, and the step's values handed over with it.
 */
export function useTemplateEditorRoute<Values extends object>(kind: TemplateEditorKind, stepBasePath: string) {
  const params = useParams();
  const templateId = Number(params.templateId);
  return {
    templateId: Number.isInteger(templateId) && templateId > 0 ? templateId : null,
    stepPath: stepPathOf(stepBasePath, params[EVENT_PARAMS[kind]]),
    handed: useHandedStepValues<Values>(kind),
  };
}
