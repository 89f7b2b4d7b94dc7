/**
 * The health check load balancers and operators call, outside the versioned API: its address and
 * its reply. It is not a Boothdeck client's call, so it has no endpoint definition.
 */
import { z } from 'zod';

export const HEALTH_PATH = '/api/health';

export const healthReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** The release this process runs (the root package.json's version when it was built). */
  version: z.string(),
  database: z.string(),
  /** Only with `?detail=true` and the operators' token. */
  jobs: z
    .object({
      queue: z.enum(['in-process', 'redis']),
      dead_letters: z.number().int().nullable(),
      /** Worker processes whose heartbeat is current (null: Redis did not answer). */
      workers: z.number().int().nullable(),
      /** How long the longest-waiting job has waited to run, in seconds (null: Redis did not answer). */
      oldest_waiting_seconds: z.number().int().nullable(),
    })
    .optional(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
