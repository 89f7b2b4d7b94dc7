import type { SavedTemplateReply } from '@boothdeck/contract';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChosenTemplate, TemplateDraft } from './chosen-template';
import { handoffState, type TemplateEditorKind } from './template-editor-handoff';

/** The part of a step's values a template editor changes. */
type EditedStepValues<Contents> = { template: ChosenTemplate | null; contents: Contents | null };

type UseTemplateEditorOptions<Contents> = {
  kind: TemplateEditorKind;
  /** The standard template with its sample texts: where Reset goes, and the start when the step has none of its own. */
  sample: TemplateDraft<Contents>;
  /** The step's values handed over; null when the page was opened on its own. */
  handed: Partial<EditedStepValues<Contents>> | null;
  /** Where Save and Cancel return. */
  stepPath: string;
  /** Saves the draft as one of the organiser's templates. */
  saveAsMine: (name: string, draft: TemplateDraft<Contents>) => Promise<SavedTemplateReply>;
};

/** What an editor page gives its template editor: the sample, the step's values and where to return. */
export type TemplateEditorProps<Contents> = Pick<UseTemplateEditorOptions<Contents>, 'sample' | 'handed' | 'stepPath'>;

/** The step's own texts when it uses this template already, else the template's sample. */
function startOf<Contents>(
  sample: TemplateDraft<Contents>,
  handed: Partial<EditedStepValues<Contents>> | null,
): TemplateDraft<Contents> {
  const template = handed?.template;
  const contents = handed?.contents;
  return template && contents && template.templateId === sample.template.templateId ? { template, contents } : sample;
}

/**
 * A template editor page's state and its sidebar's actions: Save takes the texts back to the step,
 * Reset restores the sample, Cancel returns with the step as it was, and saving under a name makes
 * the texts one of the organiser's templates and the step's current one.
 */
export type TemplateEditor = Pick<
  ReturnType<typeof useTemplateEditor>,
  'template' | 'save' | 'reset' | 'cancel' | 'saveAsMine'
>;

export function useTemplateEditor<Contents>({
  kind,
  sample,
  handed,
  stepPath,
  saveAsMine,
}: UseTemplateEditorOptions<Contents>) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => startOf(sample, handed));

  const returnWith = (stepValues: object | null) =>
    navigate(stepPath, stepValues ? { state: handoffState(kind, stepValues) } : {});

  return {
    template: draft.template,
    contents: draft.contents,
    setField: <Key extends keyof Contents>(key: Key, value: Contents[Key]) =>
      setDraft((current) => ({ ...current, contents: { ...current.contents, [key]: value } })),
    reset: () => setDraft((current) => ({ ...current, contents: sample.contents })),
    cancel: () => returnWith(handed),
    save: () => returnWith({ ...handed, ...draft }),
    saveAsMine: async (name: string) => {
      const reply = await saveAsMine(name, draft);
      notifications.show({ color: 'teal', message: reply.message });
      const template: ChosenTemplate = { ...draft.template, choice: { type: 'my', id: reply.data.id }, name };
      returnWith({ ...handed, template, contents: draft.contents });
    },
  };
}
