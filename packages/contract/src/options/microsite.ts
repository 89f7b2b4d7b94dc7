/**
 * The social gallery (microsite) step and its saved templates' schemas.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { flagSchema } from '../common.ts';
import { DEFAULT_SOCIAL_MENU_STYLE } from '../libraries.ts';
import { MESSAGES } from '../messages.ts';
import { TAG_SCRIPT_MAX_LENGTH } from '../option-constants.ts';
import { GALLERY_PRIVACY_MODES, micrositeSchema, templateTypeSchema } from '../option-settings.ts';
import {
  bodyLimitFor,
  chosenTemplateObject,
  myTemplateId,
  parseJsonObject,
  saved,
  templateId,
  text,
  withTemplateAliases,
} from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

const colour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, { error: MESSAGES.invalidColour });

/**
 * The microsite template's look. `logo` is a data URL of a new logo (under 50 KB), the address
 * of the current or a template's logo, or blank for none.
 */
export const micrositeContentsInputSchema = z.object({
  logo: z.string().max(200_000).optional().default(''),
  contentBodyText: text(2000).optional().default(''),
  SocialMenuStyle: colour.optional().default(DEFAULT_SOCIAL_MENU_STYLE),
  buttonText: text(100).optional().default(''),
  buttonColor: colour.optional().default(DEFAULT_SOCIAL_MENU_STYLE),
  footerText: text(1000).optional().default(''),
});
export type MicrositeContentsInput = z.input<typeof micrositeContentsInputSchema>;

/** Also accepted as JSON text of the same fields. */
export const micrositeContents = z.union([
  micrositeContentsInputSchema,
  z
    .string()
    .max(200_000)
    .transform((value, ctx): z.output<typeof micrositeContentsInputSchema> => {
      const fields = micrositeContentsInputSchema.safeParse(parseJsonObject(value));
      if (fields.success) return fields.data;
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPayload });
      return z.NEVER;
    }),
]);

const micrositeBodies = stepBodies({
  gallery_button: flagSchema.optional().default(0),
  meta_title: text(200).optional().default(''),
  /** Blank removes the password; absent keeps the current one. Kept hashed. */
  gallery_password: z.string().max(128).nullable().optional(),
  sms: flagSchema.optional().default(0),
  email: flagSchema.optional().default(0),
  facebook: flagSchema.optional().default(0),
  instagram: flagSchema.optional().default(0),
  linked_in: flagSchema.optional().default(0),
  twitter: flagSchema.optional().default(0),
  download: flagSchema.optional().default(0),
  /**
   * Or, the original client's way: `microsite_template: {id, template_image}` (with
   * `background_img`, the template's image) on save, `microsite_gallery_id` (with
   * `microsite_template_photo`) on update. The images are the template's own and not kept.
   */
  microsite_template_id: templateId.optional(),
  microsite_template: chosenTemplateObject('template_image').optional(),
  microsite_gallery_id: templateId.optional(),
  background_img: z.string().max(2000).nullable().optional(),
  microsite_template_photo: z.string().max(2000).nullable().optional(),
  template_type: templateTypeSchema.optional().default('standard'),
  my_social_gallery_id: myTemplateId,
  /** Absent: the chosen template's own look. */
  contents: micrositeContents.optional(),
  tag_script: z.string().max(TAG_SCRIPT_MAX_LENGTH).nullable().optional(),
  /** Who sees the public gallery; absent keeps the current choice (`everyone` at first). */
  gallery_privacy: z.enum(GALLERY_PRIVACY_MODES, { error: MESSAGES.galleryPrivacy }).optional(),
  /** The venue slide show shows approved captures whatever `gallery_privacy` says; absent keeps the current choice (off at first). */
  venue_slide_show: flagSchema.optional(),
});
const withMicrositeTemplate = <Schema extends z.ZodObject>(schema: Schema) =>
  withTemplateAliases(
    schema,
    'microsite_template_id',
    ['microsite_template', 'microsite_gallery_id', 'background_img', 'microsite_template_photo'],
    (body) =>
      (body.microsite_template as { id: number } | undefined)?.id ?? (body.microsite_gallery_id as number | undefined),
  );
export const socialGalleryBodySchema = withMicrositeTemplate(micrositeBodies.save);
export const micrositeUpdateBodySchema = withMicrositeTemplate(micrositeBodies.update);
export type SocialGalleryBody = z.input<typeof socialGalleryBodySchema>;
export type MicrositeUpdateBody = z.input<typeof micrositeUpdateBodySchema>;

export const micrositeReplySchema = saved({ microsite: micrositeSchema });
export type MicrositeReply = z.infer<typeof micrositeReplySchema>;
export const micrositeGetReplySchema = z.object({ microsite: micrositeSchema.nullable() });
export type MicrositeGetReply = z.infer<typeof micrositeGetReplySchema>;

/** What gates saving a social gallery, the step's or a saved template's: the plan's option, and room for a logo. */
export const MICROSITE_SAVING_GATE = { planOption: 'microsite', bodyLimit: bodyLimitFor(512 * 1024) } as const;

export const micrositeEndpoints = stepEndpoints(
  { save: socialGalleryBodySchema, update: micrositeUpdateBodySchema },
  micrositeReplySchema,
  {
    save: ['/social-gallery', 'Save the social gallery (microsite) step'],
    update: ['/event/microsite/update/:id', 'Update the social gallery settings'],
    read: ['/event/microsite/get/:id', "The event's social gallery settings", micrositeGetReplySchema],
    ...MICROSITE_SAVING_GATE,
  },
);
