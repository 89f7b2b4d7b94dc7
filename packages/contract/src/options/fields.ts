/** What the option steps' schemas and calls share: field rules, the saved reply, the calls' group. */
import { z } from 'zod';
import { eventIdFieldSchema, flagSchema, idSchema } from '../common.ts';
import { afterFields } from '../cross-field-rules.ts';
import { refusalReplySchema } from '../endpoint.ts';
import { jsonShapeRefusal } from '../json-shape.ts';
import { MESSAGES } from '../messages.ts';
import { DEFAULT_INDIVIDUAL_PHOTO, DEFAULT_PLAYBACK_SPEED, TEMPLATE_NAME_MAX_LENGTH } from '../option-constants.ts';
import { draftStatusSchema } from '../option-settings.ts';

export const eventId = eventIdFieldSchema;
export const libraryId = z.coerce.number({ error: MESSAGES.libraryItemMissing }).int().positive();
export const idList = (chooseText: string, max: number) =>
  z.array(libraryId, { error: chooseText }).min(1, { error: chooseText }).max(max);
export const draftStatus = draftStatusSchema.optional().default('final');
/** A data URL's base64 is a third longer than the file. */
export const dataUrlOf = (maxBytes: number) => z.string().max(Math.ceil((maxBytes * 4) / 3) + 1024);

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `This field may not be greater than ${max} characters` });
/**
 * Blank is refused without `abort`: an explicit abort would also stop the cross-field rules, and the
 * checks after it pass on '' anyway.
 */
export const requiredText = (
  max: number,
  texts: { missing?: string; tooLong?: string } = {},
  missing = texts.missing ?? MESSAGES.required,
) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: texts.tooLong ?? `This field may not be greater than ${max} characters` });
/** A text that goes into a mail header, where a line break would start a header of the sender's choosing. */
export const headerText = (max: number) =>
  requiredText(max).refine((value) => !/[\r\n]/.test(value), { error: MESSAGES.lineBreaksNotAllowed });
/** Blank and null count as not given. */
export const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
export const boolean = flagSchema.transform((value) => value === 1);

export const eventParamsSchema = z.object({ id: idSchema });
export const removeByIdBodySchema = z.object({ id: idSchema });

/** Step saves and updates answer `status: true` and a message besides the step's own keys. */
export const saved = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.literal(true), message: z.string(), ...shape });
/** A list step's save reply: `<step>: 'success'` and what was saved. */
export const savedList = <const Key extends string, Shape extends z.ZodRawShape>(key: Key, shape: Shape) =>
  saved({ ...({ [key]: z.literal('success') } as Record<Key, z.ZodLiteral<'success'>>), ...shape });
export const templateName = requiredText(TEMPLATE_NAME_MAX_LENGTH, { missing: MESSAGES.templateNameRequired });

/**
 * Every option call is a signed-in organiser's, in the OpenAPI group 'options'. The OpenAPI
 * document lists 'Upgrade your package' on all of them, as the option calls always have.
 */
export const optionCall = { caller: 'organiser', tag: 'options', failures: { 403: refusalReplySchema } } as const;

/** A body carrying one image as a data URL: the base64 is a third longer than the file. */
export const bodyLimitFor = (imageBytes: number) => Math.ceil((imageBytes * 4) / 3) + 256 * 1024;

/** The animation steps' shared settings. */
export const playbackSpeed = z.coerce
  .number({ error: MESSAGES.playbackSpeed })
  .int({ error: MESSAGES.playbackSpeed })
  .min(1, { error: MESSAGES.playbackSpeed })
  .max(4, { error: MESSAGES.playbackSpeed })
  .default(DEFAULT_PLAYBACK_SPEED);
export const individualPhoto = z
  .enum(['enabled', 'disabled'], { error: MESSAGES.invalidChoice })
  .default(DEFAULT_INDIVIDUAL_PHOTO);
export const overlayFlags = {
  show_overlay: boolean.optional().default(false),
  mirror_live: boolean.optional().default(false),
};
/** The settings every chosen animation carries besides its own. */
export const animationSettings = { playback_speed: playbackSpeed, individual_photo: individualPhoto, ...overlayFlags };
/** The chosen animations of a step, at least one. */
export const animationList = <Item extends z.ZodType>(item: Item) =>
  z.array(item, { error: MESSAGES.chooseAnyAnimation }).min(1, { error: MESSAGES.chooseAnyAnimation }).max(100);

export const templateId = z.coerce
  .number({ error: MESSAGES.chooseAnyTemplate })
  .int({ error: MESSAGES.chooseAnyTemplate })
  .positive({ error: MESSAGES.chooseAnyTemplate });
export const myTemplateId = z.preprocess(blankAsMissing, templateId.optional());

export function parseJsonObject(value: string): Record<string, unknown> | null {
  if (!value.trimStart().startsWith('{') || jsonShapeRefusal(value)) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A library template as the original client sends its choice: the template's id with its image. */
export const chosenTemplateObject = (imageField: string) =>
  z.object({ id: templateId, [imageField]: z.string().max(2000).nullable().optional() });

/**
 * A step's body whose template (`idField`, required) may instead come the original client's way:
 * `alternativeOf` reads it from the other fields (`aliasFields`), which are then dropped. With
 * none of them, `idField` is refused as missing, in the same 422 as every other field.
 */
export function withTemplateAliases<
  Schema extends z.ZodObject,
  const IdField extends string,
  const Alias extends string,
>(
  schema: Schema,
  idField: IdField,
  aliasFields: readonly Alias[],
  alternativeOf: (body: Record<string, unknown>) => number | undefined,
) {
  type Output = Omit<z.output<Schema>, IdField | Alias> & Record<IdField, number>;
  const chosen = (body: Record<string, unknown>) => (body[idField] as number | undefined) ?? alternativeOf(body);
  return schema
    .superRefine(
      (body, ctx) => {
        if (chosen(body) === undefined) {
          ctx.addIssue({ code: 'custom', path: [idField], message: MESSAGES.chooseAnyTemplate });
        }
      },
      afterFields(idField, ...aliasFields),
    )
    .transform((body): Output => {
      const output: Record<string, unknown> = { ...body, [idField]: chosen(body) };
      for (const alias of aliasFields) delete output[alias];
      return output as Output;
    });
}
