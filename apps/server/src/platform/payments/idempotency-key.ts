import { z } from 'zod';

/** A client-made key (a UUID, say) that makes a repeated payment request charge once. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Idempotency-Key must be 8 to 100 letters, digits, - or _' })
    .optional(),
});
