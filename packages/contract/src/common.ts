import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** 422 reply: a summary line and every failing field with its texts. */
export const validationErrorReplySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorReply = z.infer<typeof validationErrorReplySchema>;

/** Any other error reply (401, 404, 413, 429, 500). */
export const errorReplySchema = z.object({ message: z.string() });
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** A body's fields as an object-level rule may see them: any of them may have failed its own check. */
export type UncheckedFields<T> = { readonly [K in keyof T]?: unknown };

/**
 * Adds a rule across fields (a confirmation that must match, fields one choice makes required)
 * that runs even when some fields failed, so one 422 names every wrong field at once: zod
 * otherwise skips object rules as soon as one field is missing or of the wrong type. A failed
 * field reaches the rule as it was sent, hence `unknown`. A field check with `abort` still
 * stops the rule, so fields of such objects must not use it.
 */
export function withCrossFieldRule<T extends z.ZodObject>(
  schema: T,
  rule: (fields: UncheckedFields<z.output<T>>, ctx: z.RefinementCtx) => void,
): T {
  return schema.superRefine((fields, ctx) => rule(fields, ctx), {
    when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value),
  });
}

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
