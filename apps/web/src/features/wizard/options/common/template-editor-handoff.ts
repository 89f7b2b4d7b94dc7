/**
 * An option step and its template editor page hand the step's values to each other in the
 * router's navigation state, so nothing typed in the step is lost on the way there and back.
 * History keeps that state across a reload; an editor opened without it starts from the sample.
 * What must not go into the browser's history (a new gallery password) is held in memory for
 * the trip instead, and given back with the rest when the same event's step opens again.
 */
import type { OptionStepId } from '@boothdeck/contract';
import { generatePath, useLocation, useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { onSessionEnd } from '@/shared/session/end-session';

/** The steps whose look comes from a template, by id: each has a template editor page. */
export type TemplateEditorKind = Extract<OptionStepId, 'email' | 'microsite'>;

type Handoff = { templateEditor: TemplateEditorKind; stepValues: object };

/** Step values kept out of history for one event's trip to an editor. */
export type OutOfHistory = { eventId: number; values: object };

/** The last trip's; one trip at a time, gone with a reload or a sign-out. */
let heldOutOfHistory: (OutOfHistory & { kind: TemplateEditorKind }) | null = null;
onSessionEnd(() => {
  heldOutOfHistory = null;
});

export const handoffState = (kind: TemplateEditorKind, stepValues: object): Handoff => ({
  templateEditor: kind,
  stepValues,
});

/**
 * The step's values handed over with this address, null when there are none for this kind of
 * editor; with the event's id, also what the trip held out of history for that event.
 */
export function useHandedStepValues<Values extends object>(
  kind: TemplateEditorKind,
  eventId?: number,
): Partial<Values> | null {
  const { state } = useLocation();
  if (typeof state !== 'object' || state === null) return null;
  const { templateEditor, stepValues } = state as Partial<Handoff>;
  if (templateEditor !== kind || typeof stepValues !== 'object' || stepValues === null) return null;
  const isHeldHere = heldOutOfHistory?.kind === kind && heldOutOfHistory.eventId === eventId;
  const held = isHeldHere ? heldOutOfHistory?.values : {};
  return { ...stepValues, ...held } as Partial<Values>;
}

/** The editor page of a standard template; with the event's id when it is opened from an edit screen. */
function templateEditorPath(kind: TemplateEditorKind, templateId: number, editedEventId: number | null) {
  const eventId = editedEventId === null ? null : String(editedEventId);
  return kind === 'email'
    ? generatePath(PATHS.editEmailTemplate, { templateId: String(templateId), emailId: eventId })
    : generatePath(PATHS.editMicrositeTemplate, { templateId: String(templateId), socialId: eventId });
}

/**
 * Opens a template's editor page from a step, handing it the step's values; `outOfHistory` are
 * values the step gets back without their being written into the browser's history.
 */
export function useOpenTemplateEditor(kind: TemplateEditorKind, editedEventId: number | null) {
  const navigate = useNavigate();
  return (templateId: number, stepValues: object, outOfHistory?: OutOfHistory) => {
    heldOutOfHistory = outOfHistory ? { kind, ...outOfHistory } : null;
    navigate(templateEditorPath(kind, templateId, editedEventId), { state: handoffState(kind, stepValues) });
  };
}
