import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** 422 reply: a summary line and every failing field with its texts. */
export const validationErrorReplySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorReply = z.infer<typeof validationErrorReplySchema>;

/** Any other error reply (401, 404, 413, 500). */
export const errorReplySchema = z.object({ message: z.string() });
export type ErrorReply = z.infer<typeof errorReplySchema>;

/**
 * 429 reply: the refusal and how many whole seconds to wait before the next try is admitted,
 * also sent as the `Retry-After` header.
 */
export const rateLimitedReplySchema = z.object({ message: z.string(), retry_after: z.number().int().min(1) });
export type RateLimitedReply = z.infer<typeof rateLimitedReplySchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

export const idSchema = z.coerce.number().int().positive();

/** A 0/1 flag as clients send it: a boolean, 0/1, or their strings. */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value): 0 | 1 => (value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0));

/** An event id in a body: anything but a positive integer finds nothing. */
export const eventIdFieldSchema = z.coerce.number({ error: MESSAGES.notFound }).int().positive();

/** A client-made key (a UUID, say) that makes a repeated payment request charge once. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Idempotency-Key must be 8 to 100 letters, digits, - or _' })
    .optional(),
});
