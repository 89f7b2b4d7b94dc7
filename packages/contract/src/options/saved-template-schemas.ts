/**
 * The schemas of a step whose look comes from a template the organiser may save under a name
 * (e-mail, social gallery): the save body, one saved template and the list of them.
 */
import { z } from 'zod';
import { templateId, templateName } from './fields.ts';

/** `templateKey` names the library template's id, `itemKey` the library template itself. */
export const savedTemplateSchemas = <
  const TemplateKey extends string,
  const ItemKey extends string,
  Contents extends z.ZodType,
  StoredContents extends z.ZodType,
  Item extends z.ZodType,
>(
  keys: { templateKey: TemplateKey; itemKey: ItemKey },
  contents: { input: Contents; stored: StoredContents },
  item: Item,
) => {
  const saved = z.object({
    id: z.number(),
    name: z.string(),
    ...({ [keys.templateKey]: z.number() } as Record<TemplateKey, z.ZodNumber>),
    contents: contents.stored,
    ...({ [keys.itemKey]: item } as Record<ItemKey, Item>),
    created_at: z.string(),
  });
  return {
    saveBody: z.object({
      name: templateName,
      ...({ [keys.templateKey]: templateId } as Record<TemplateKey, typeof templateId>),
      contents: contents.input.optional(),
    }),
    saved,
    list: z.object({ data: z.object({ data: z.array(saved) }) }),
  };
};

/** One saved template of a step's `savedTemplateSchemas`. */
export type SavedTemplate<Schemas extends { saved: z.ZodType }> = z.infer<Schemas['saved']>;
/** The list of a step's saved templates. */
export type SavedTemplatesReply<Schemas extends { list: z.ZodType }> = z.infer<Schemas['list']>;
/** What saving a step's template takes, once parsed. */
export type SaveTemplateBody<Schemas extends { saveBody: z.ZodType }> = z.output<Schemas['saveBody']>;
