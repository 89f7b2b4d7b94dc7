/**
 * The custom branding step: one watermark image per event and its corner.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { WATERMARK_ALIGN_X, WATERMARK_ALIGN_Y, WATERMARK_MAX_BYTES } from '../option-constants.ts';
import { watermarkSchema } from '../option-settings.ts';
import { ROLES } from '../roles.ts';
import { blankAsMissing, bodyLimitFor, dataUrlOf, eventId, eventParamsSchema, optionCall, saved } from './fields.ts';

const watermarkFields = {
  /** A data URL of a new image; absent (or the current image's address) keeps the current one. */
  photo: z.preprocess(blankAsMissing, dataUrlOf(WATERMARK_MAX_BYTES).optional()),
  align_x: z.enum(WATERMARK_ALIGN_X, { error: MESSAGES.invalidChoice }),
  align_y: z.enum(WATERMARK_ALIGN_Y, { error: MESSAGES.invalidChoice }),
};
export const watermarkBodySchema = z.object({ event_id: eventId, ...watermarkFields });
export type WatermarkBody = z.input<typeof watermarkBodySchema>;
export const watermarkUpdateBodySchema = z.object({ event_id: eventId.optional(), ...watermarkFields });
export type WatermarkUpdateBody = z.input<typeof watermarkUpdateBodySchema>;

export const watermarkReplySchema = saved({ watermark: watermarkSchema });
export type WatermarkReply = z.infer<typeof watermarkReplySchema>;

const watermarkCall = {
  ...optionCall,
  reply: watermarkReplySchema,
  planOption: 'water_mark',
  bodyLimit: bodyLimitFor(WATERMARK_MAX_BYTES),
} as const;

/** Custom branding's calls; the watermark is addressed by its event's id. */
export const customBrandingEndpoints = {
  save: defineEndpoint({
    ...watermarkCall,
    method: 'POST',
    path: '/watermark',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'event_id' },
    summary: 'Save the custom branding step',
    body: watermarkBodySchema,
  }),
  update: defineEndpoint({
    ...watermarkCall,
    method: 'PUT',
    path: '/watermark/:id',
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'id' },
    summary: "Update the event's watermark ({id} is the event's id)",
    params: eventParamsSchema,
    body: watermarkUpdateBodySchema,
  }),
};
