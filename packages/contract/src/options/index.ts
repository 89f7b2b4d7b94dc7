/** The option steps' schemas and calls, one file a step. */
export * from './backdrops.ts';
export * from './burst-gif.ts';
export * from './custom-branding.ts';
export * from './digital-props.ts';
export * from './email.ts';
export { bodyLimitFor, eventParamsSchema, removeByIdBodySchema } from './fields.ts';
export * from './filters.ts';
export * from './form-builder.ts';
export * from './frames.ts';
export * from './gif.ts';
export * from './incentive-offers.ts';
export * from './microsite.ts';
export * from './printing.ts';
export type { SavedTemplate, SavedTemplatesReply, SaveTemplateBody } from './saved-template-schemas.ts';
export * from './saved-templates.ts';
export * from './sms.ts';
export * from './social.ts';
