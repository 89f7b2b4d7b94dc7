import type { TemplateLayout } from '@boothdeck/contract';
import type { TemplateChoice } from './template-library-modal';

/** The template a step uses: a standard one, or one of the organiser's (which names its standard one). */
export type ChosenTemplate = {
  choice: TemplateChoice;
  /** The standard template underneath. */
  templateId: number;
  name: string;
  image: string;
  layout: TemplateLayout;
};

/** What a template editor works on: the chosen template and its texts. */
export type TemplateDraft<Contents> = { template: ChosenTemplate; contents: Contents };

/** A standard template with its sample texts, chosen as itself. */
export function standardDraft<Contents>(
  sample: { id: number; name: string; layout: TemplateLayout; contents: Contents },
  image: string,
): TemplateDraft<Contents> {
  return {
    template: {
      choice: { type: 'standard', id: sample.id },
      templateId: sample.id,
      name: sample.name,
      image,
      layout: sample.layout,
    },
    contents: sample.contents,
  };
}

/** The template a step's saved settings use: the organiser's saved one when they chose it, else the standard one. */
export function savedChoiceOf(
  type: 'standard' | 'my',
  myTemplateId: number | null,
  template: { id: number; name: string; image: string; layout: TemplateLayout },
): ChosenTemplate {
  const choice: TemplateChoice =
    type === 'my' && myTemplateId !== null ? { type: 'my', id: myTemplateId } : { type: 'standard', id: template.id };
  return { choice, templateId: template.id, name: template.name, image: template.image, layout: template.layout };
}

/** What a step's body says of its template: the standard one underneath, the choice's type and the saved one. */
export function templateChoiceFields(template: ChosenTemplate | null) {
  return {
    templateId: template?.templateId ?? 0,
    type: template?.choice.type ?? 'standard',
    myTemplateId: template?.choice.type === 'my' ? template.choice.id : undefined,
  };
}
