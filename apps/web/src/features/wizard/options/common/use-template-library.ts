import type { TemplateLayout } from '@boothdeck/contract';
import { type ChosenTemplate, standardDraft } from './chosen-template';
import type { TemplateCard, TemplateChoice } from './template-library-modal';

type StandardTemplate = { id: number; name: string; template_image: string };
/** One of the organiser's templates: its own name and texts over a standard template. */
export type SavedTemplate<Contents> = {
  id: number;
  name: string;
  contents: Contents;
  base: { id: number; template_image: string; layout: TemplateLayout };
};
type Listed<Item> = { items: readonly Item[] | undefined; isPending: boolean };

/** The part of a step's values a choice from its library sets. */
export type TemplateStepValues<Contents> = { template: ChosenTemplate | null; contents: Contents | null };

type TemplateLibrarySource<Contents> = {
  standard: Listed<StandardTemplate>;
  saved: Listed<SavedTemplate<Contents>>;
  /** A standard template with its sample texts, read through the query cache. */
  fetchSample: (
    templateId: number,
  ) => Promise<{ id: number; name: string; layout: TemplateLayout; contents: Contents }>;
};

const toCard = (item: StandardTemplate): TemplateCard => ({ id: item.id, name: item.name, image: item.template_image });

/** A step's templates to choose from, and what choosing one puts in the step. */
export function useTemplateLibrary<Contents>({ standard, saved, fetchSample }: TemplateLibrarySource<Contents>) {
  /** The template and texts a choice brings: a standard template's sample texts, or the saved template's own. */
  async function resolve(
    pick: TemplateChoice,
    current: TemplateStepValues<Contents>,
  ): Promise<TemplateStepValues<Contents>> {
    const { template, contents } = current;
    if (template && template.choice.type === pick.type && template.choice.id === pick.id) return { template, contents };
    if (pick.type === 'my') {
      const mine = saved.items?.find((item) => item.id === pick.id);
      if (!mine) throw new Error('Saved template not found');
      const { base } = mine;
      return {
        template: {
          choice: pick,
          templateId: base.id,
          name: mine.name,
          image: base.template_image,
          layout: base.layout,
        },
        contents: mine.contents,
      };
    }
    const sample = await fetchSample(pick.id);
    const card = standard.items?.find((item) => item.id === pick.id);
    return standardDraft(sample, card?.template_image ?? '');
  }

  return {
    standard: { items: standard.items?.map(toCard), isPending: standard.isPending },
    saved: {
      items: saved.items?.map(({ id, name, base }) => ({ id, name, image: base.template_image })),
      isPending: saved.isPending,
    },
    resolve,
  };
}

export type TemplateLibrary<Contents> = ReturnType<typeof useTemplateLibrary<Contents>>;
