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
