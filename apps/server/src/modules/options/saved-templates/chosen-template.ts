/**
 * The template a step uses: a standard one from the library, or one the organiser saved (which
 * names its standard one). E-mail and the social gallery choose alike and differ only in where the
 * templates are read and what texts or look each starts from.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../../shared/app-error.ts';

export type TemplateSource<Standard extends { id: number }, Saved extends { id: number }, Base> = {
  /** The body's fields naming the standard template and the saved one, where a 422 points. */
  fields: { standard: string; my: string };
  /** A library template (active ones only, when asked), and what it starts from. */
  standard: {
    read: (id: number, options: { activeOnly: boolean }) => Promise<Standard | undefined>;
    base: (template: Standard) => Base;
  };
  /** One of the organiser's saved templates, the standard one it names, and what it starts from. */
  saved: {
    read: (userId: number, id: number) => Promise<Saved | undefined>;
    standardId: (saved: Saved) => number;
    base: (saved: Saved) => Base;
    /** The name the organiser saved it under (settings that use it hold only its id). */
    name: (id: number) => Promise<string | undefined>;
  };
};

/** The active library template, or a 422 on the body's field that names it. */
export async function standardTemplate<Standard extends { id: number }>(
  source: Pick<TemplateSource<Standard, { id: number }, unknown>, 'fields' | 'standard'>,
  id: number,
): Promise<Standard> {
  const template = await source.standard.read(id, { activeOnly: true });
  if (!template) throw AppError.validation(source.fields.standard, MESSAGES.chooseAnyTemplate);
  return template;
}

export type TemplateChoice = { type: 'standard' | 'my'; standardId: number; myId: number | undefined };

/** The chosen template's standard id, the saved template's id (null for a standard one) and what it starts from. */
export async function chosenTemplate<Standard extends { id: number }, Saved extends { id: number }, Base>(
  source: TemplateSource<Standard, Saved, Base>,
  userId: number,
  { type, standardId, myId }: TemplateChoice,
): Promise<{ templateId: number; myTemplateId: number | null; base: Base }> {
  if (type === 'my') {
    if (myId === undefined) throw AppError.validation(source.fields.my, MESSAGES.chooseAnyTemplate);
    const saved = await source.saved.read(userId, myId);
    if (!saved) throw AppError.validation(source.fields.my, MESSAGES.savedTemplateMissing);
    return { templateId: source.saved.standardId(saved), myTemplateId: saved.id, base: source.saved.base(saved) };
  }
  const template = await standardTemplate(source, standardId);
  return { templateId: template.id, myTemplateId: null, base: source.standard.base(template) };
}

/**
 * The template stored settings name (a retired one too, undefined when it is gone) and the name it
 * goes by: a saved template the organiser's name for it, not its standard template's.
 */
export async function storedTemplate<Standard extends { id: number; name: string }, Saved extends { id: number }, Base>(
  source: TemplateSource<Standard, Saved, Base>,
  standardId: number,
  myId: number | null,
): Promise<{ template: Standard; name: string } | undefined> {
  const template = await source.standard.read(standardId, { activeOnly: false });
  if (!template) return undefined;
  const savedName = myId === null ? undefined : await source.saved.name(myId);
  return { template, name: savedName ?? template.name };
}

/** A step's template source, its readers' rows typing what each part takes. */
export const templateSource = <Standard extends { id: number }, Saved extends { id: number }, Base>(
  source: TemplateSource<Standard, Saved, Base>,
) => source;
