import { z } from 'zod';

/** 422 reply: a summary line and every failing field with its texts. */
export const validationErrorReplySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorReply = z.infer<typeof validationErrorReplySchema>;

/** Any other error reply (401, 404, 413, 429, 500). */
export const errorReplySchema = z.object({ message: z.string() });
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const idSchema = z.coerce.number().int().positive();
