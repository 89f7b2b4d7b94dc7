/**
 * An option step and its template editor page hand the step's values to each other in the
 * router's navigation state, so nothing typed in the step is lost on the way there and back.
 * History keeps that state across a reload; an editor opened without it starts from the sample.
 */
import { generatePath, useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';

export type TemplateEditorKind = 'email' | 'microsite';

type Handoff = { templateEditor: TemplateEditorKind; stepValues: object };

export const handoffState = (kind: TemplateEditorKind, stepValues: object): Handoff => ({
  templateEditor: kind,
  stepValues,
});

/** The step's values handed over with this address, null when there are none for this kind of editor. */
export function useHandedStepValues<Values extends object>(kind: TemplateEditorKind): Partial<Values> | null {
  const { state } = useLocation();
  if (typeof state !== 'object' || state === null) return null;
  const { templateEditor, stepValues } = state as Partial<Handoff>;
  if (templateEditor !== kind || typeof stepValues !== 'object' || stepValues === null) return null;
  return stepValues as Partial<Values>;
}

/** The editor page of a standard template; with the event's id when it is opened from an edit screen. */
function templateEditorPath(kind: TemplateEditorKind, templateId: number, editedEventId: number | null) {
  const eventId = editedEventId === null ? null : String(editedEventId);
  return kind === 'email'
    ? generatePath(PATHS.editEmailTemplate, { templateId: String(templateId), emailId: eventId })
    : generatePath(PATHS.editMicrositeTemplate, { templateId: String(templateId), socialId: eventId });
}

/** Opens a template's editor page from a step, handing it the step's values. */
export function useOpenTemplateEditor(kind: TemplateEditorKind, editedEventId: number | null) {
  const navigate = useNavigate();
  return (templateId: number, stepValues: object) =>
    navigate(templateEditorPath(kind, templateId, editedEventId), { state: handoffState(kind, stepValues) });
}
