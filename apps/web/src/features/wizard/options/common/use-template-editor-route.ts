import { optionStep } from '@boothdeck/contract';
import { generatePath, useParams } from 'react-router';
import { useDraftStore } from '@/features/wizard/step-kit';
import { useEvent } from '@/shared/api/get-event';
import { type TemplateEditorKind, useHandedStepValues } from './template-editor-handoff';

const EVENT_PARAMS: Record<TemplateEditorKind, string> = { email: 'emailId', microsite: 'socialId' };

/** The step an editor returns to: the event's edit screen when it came from one, else the wizard step. */
function stepPathOf(kind: TemplateEditorKind, editedEventId: string | undefined) {
  const { path, editPath } = optionStep(kind);
  return editedEventId ? generatePath(editPath, { id: editedEventId }) : path;
}

const idOf = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The name of the event the editor works for: the edited event's (its id in the address), else
 * the wizard draft's; null when neither is known. Pending while the edited event loads.
 */
function useEditedEventName(editedEventId: number | null) {
  const draftName = useDraftStore((state) => state.event_info?.event_name ?? null);
  const edited = useEvent(editedEventId ?? 0);
  if (editedEventId === null) return { eventName: draftName || null, isEventPending: false };
  return { eventName: edited.data?.event.event_name ?? null, isEventPending: edited.isPending && !edited.error };
}

/**
 * What a template editor page's address says: the standard template's id (null when it is not an
 * id), the step Save and Cancel return to, the step's values handed over with it, and the name of
 * the event it is edited for.
 */
export function useTemplateEditorRoute<Values extends object>(kind: TemplateEditorKind) {
  const params = useParams();
  const editedEventParam = params[EVENT_PARAMS[kind]];
  return {
    templateId: idOf(params.templateId),
    stepPath: stepPathOf(kind, editedEventParam),
    handed: useHandedStepValues<Values>(kind),
    ...useEditedEventName(idOf(editedEventParam)),
  };
}
