/**
 * The option libraries shipped with the product (3-in-1 animations, 3-in-1 fast styles, frames,
 * colour filters, digital props, e-mail and microsite templates): the replies of their GET calls.
 * Image fields are URLs the browser loads as they are.
 */
import { z } from 'zod';
import { COLOR_MATRIX_LENGTH } from './color-filters.ts';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ROLES } from './roles.ts';

/** Default colour of a microsite's social menu. */
export const DEFAULT_SOCIAL_MENU_STYLE = '#CEA252';

/** The three layouts of the e-mail and microsite template editors. */
export const TEMPLATE_LAYOUTS = ['one', 'two', 'three'] as const;
export const templateLayoutSchema = z.enum(TEMPLATE_LAYOUTS);
export type TemplateLayout = z.infer<typeof templateLayoutSchema>;

const imageUrl = z.string();

/** A library item's name as its artwork titles it ('Film Strip', 'Neon Glow'). */
const itemName = z.string();

/** GET gif-list: the 3-in-1 animation styles; `photo` is animated, `preview_image` still. */
export const gifListItemSchema = z.object({ id: z.number(), name: itemName, photo: imageUrl, preview_image: imageUrl });
export type GifListItem = z.infer<typeof gifListItemSchema>;
export const gifListReplySchema = z.object({ status: z.literal(true), gifList: z.array(gifListItemSchema) });
export type GifListReply = z.infer<typeof gifListReplySchema>;

/** GET event-brust-gifs: the 3-in-1 fast styles. */
export const burstGifItemSchema = z.object({ id: z.number(), name: itemName, photo: imageUrl });
export type BurstGifItem = z.infer<typeof burstGifItemSchema>;
export const burstGifsReplySchema = z.object({ allGifs: z.array(burstGifItemSchema) });
export type BurstGifsReply = z.infer<typeof burstGifsReplySchema>;

/** GET event-frame: `frame` is the overlay (transparent photo window), `preview_image` it over a sample photo. */
export const frameItemSchema = z.object({ id: z.number(), name: itemName, preview_image: imageUrl, frame: imageUrl });
export type FrameItem = z.infer<typeof frameItemSchema>;
export const framesReplySchema = z.object({ frames: z.array(frameItemSchema) });
export type FramesReply = z.infer<typeof framesReplySchema>;

export const colorMatrixSchema = z.array(z.number()).length(COLOR_MATRIX_LENGTH);

/**
 * GET event-color-filter. `filter_photo` is a sample photo with the filter applied, `filter_url`
 * an SVG document holding the filter as `<filter id="filter">` over a colour chart, and `matrix`
 * the transform itself (see color-filters.ts).
 */
export const colorFilterItemSchema = z.object({
  id: z.number(),
  name: itemName,
  filter_photo: imageUrl,
  filter_url: imageUrl,
  matrix: colorMatrixSchema,
});
export type ColorFilterItem = z.infer<typeof colorFilterItemSchema>;
export const colorFiltersReplySchema = z.object({ filterColor: z.array(colorFilterItemSchema) });
export type ColorFiltersReply = z.infer<typeof colorFiltersReplySchema>;

/** GET event-props: categories with their props (transparent stickers). */
export const propItemSchema = z.object({ id: z.number(), name: itemName, image: imageUrl });
export type PropItem = z.infer<typeof propItemSchema>;
export const propCategorySchema = z.object({
  id: z.number(),
  category_name: z.string(),
  prop: z.array(propItemSchema),
});
export type PropCategory = z.infer<typeof propCategorySchema>;
export const propsReplySchema = z.object({ prop_digital: z.array(propCategorySchema) });
export type PropsReply = z.infer<typeof propsReplySchema>;

/** GET event-email-template: the standard templates. */
export const emailTemplateItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  template_image: imageUrl,
  layout: templateLayoutSchema,
});
export type EmailTemplateItem = z.infer<typeof emailTemplateItemSchema>;
export const emailTemplatesReplySchema = z.object({ email_template: z.array(emailTemplateItemSchema) });
export type EmailTemplatesReply = z.infer<typeof emailTemplatesReplySchema>;

/** GET event-micro-site-template: the standard social gallery templates. */
export const micrositeTemplateItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  template_image: imageUrl,
  template_name: templateLayoutSchema,
});
export type MicrositeTemplateItem = z.infer<typeof micrositeTemplateItemSchema>;
export const micrositeTemplatesReplySchema = z.object({ micro_site: z.array(micrositeTemplateItemSchema) });
export type MicrositeTemplatesReply = z.infer<typeof micrositeTemplatesReplySchema>;

/** What the e-mail template editor edits. */
export const emailTemplateContentsSchema = z.object({
  userName: z.string(),
  eventName: z.string(),
  contentBodyText: z.string(),
  buttonText: z.string(),
  markupText: z.string(),
  footerText: z.string(),
});
export type EmailTemplateContents = z.infer<typeof emailTemplateContentsSchema>;

/** GET get-email-template-sample/{id}: a standard template with its sample contents. */
export const emailTemplateSampleReplySchema = z.object({
  template: z.object({
    id: z.number(),
    name: z.string(),
    layout: templateLayoutSchema,
    contents: emailTemplateContentsSchema,
  }),
});
export type EmailTemplateSampleReply = z.infer<typeof emailTemplateSampleReplySchema>;

/** What the microsite template editor edits; `logo` is an image URL. */
export const micrositeTemplateContentsSchema = z.object({
  logo: imageUrl,
  contentBodyText: z.string(),
  SocialMenuStyle: z.string(),
  buttonText: z.string(),
  buttonColor: z.string(),
  footerText: z.string(),
});
export type MicrositeTemplateContents = z.infer<typeof micrositeTemplateContentsSchema>;

/** GET get-micro-site-template-sample/{id}: a standard template with its sample contents. */
export const micrositeTemplateSampleReplySchema = z.object({
  template: z.object({
    id: z.number(),
    name: z.string(),
    template_name: templateLayoutSchema,
    contents: micrositeTemplateContentsSchema,
  }),
});
export type MicrositeTemplateSampleReply = z.infer<typeof micrositeTemplateSampleReplySchema>;

export const libraryTemplateParamsSchema = z.object({ id: idSchema });

const libraryCall = { caller: 'organiser', tag: 'libraries', method: 'GET' } as const;

export const libraryEndpoints = {
  gifList: defineEndpoint({
    ...libraryCall,
    path: '/gif-list',
    roles: ROLES.staff,
    summary: '3-in-1 animation styles',
    reply: gifListReplySchema,
  }),
  burstGifs: defineEndpoint({
    ...libraryCall,
    path: '/event-brust-gifs',
    roles: ROLES.staff,
    summary: '3-in-1 fast styles',
    reply: burstGifsReplySchema,
  }),
  frames: defineEndpoint({
    ...libraryCall,
    path: '/event-frame',
    roles: ROLES.staff,
    summary: 'Photo frames',
    reply: framesReplySchema,
  }),
  colorFilters: defineEndpoint({
    ...libraryCall,
    path: '/event-color-filter',
    roles: ROLES.staff,
    summary: 'Colour filters',
    reply: colorFiltersReplySchema,
  }),
  props: defineEndpoint({
    ...libraryCall,
    path: '/event-props',
    roles: ROLES.staff,
    summary: 'Digital props by category',
    reply: propsReplySchema,
  }),
  emailTemplates: defineEndpoint({
    ...libraryCall,
    path: '/event-email-template',
    roles: ROLES.staff,
    summary: 'Standard e-mail templates',
    reply: emailTemplatesReplySchema,
  }),
  micrositeTemplates: defineEndpoint({
    ...libraryCall,
    path: '/event-micro-site-template',
    roles: ROLES.staff,
    summary: 'Standard social gallery templates',
    reply: micrositeTemplatesReplySchema,
  }),
  emailTemplateSample: defineEndpoint({
    ...libraryCall,
    path: '/get-email-template-sample/:id',
    roles: ROLES.staff,
    summary: 'A standard e-mail template with sample contents',
    params: libraryTemplateParamsSchema,
    reply: emailTemplateSampleReplySchema,
  }),
  micrositeTemplateSample: defineEndpoint({
    ...libraryCall,
    path: '/get-micro-site-template-sample/:id',
    roles: ROLES.staff,
    summary: 'A standard social gallery template with sample contents',
    params: libraryTemplateParamsSchema,
    reply: micrositeTemplateSampleReplySchema,
  }),
};
