/**
 * Booths: a booth signs in to one event with its admin password and runs the event from its
 * settings. The booth caller's check (`caller`) is what every booth call passes; vouchers check
 * staff PINs against the admin password with `isAdminPassword`.
 */
import type { Event } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { ExitPin } from '../account-settings/index.ts';
import type { EventAccess } from '../events/index.ts';
import { createBoothRepository } from './booth.repository.ts';
import { boothEndpoints } from './booth.routes.ts';
import { createBoothService } from './booth.service.ts';
import { boothCaller } from './booth-caller.ts';
import { BOOTH_RATE_LIMITS, EXIT_PIN_RATE_LIMITS } from './booth-rate-limits.ts';

export { isAdminPassword } from './booth.service.ts';
export type { BoothTables } from './booth.tables.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'rateLimiter' | 'appUrl'> & {
  /** The organiser's whole event, as the event reply reads it. */
  readEvent: (userId: number, eventId: number) => Promise<Event>;
  exitPin: ExitPin;
  /** Refuses (403) when the event's owner has no current package. */
  requirePackage: (userId: number) => Promise<void>;
  events: EventAccess;
};

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  ...Object.values(BOOTH_RATE_LIMITS),
  ...Object.values(EXIT_PIN_RATE_LIMITS),
];

export function boothModule({ db, ...services }: Dependencies) {
  const service = createBoothService({ repository: createBoothRepository(db), ...services });
  return {
    /** Booths whose session was used in the last five minutes, for the operators' metrics. */
    liveBooths: service.countLiveBooths,
    endpoints: boothEndpoints(service),
    /** The booth caller's check; decorates the app's requests with `booth`. */
    caller: (app: FastifyInstance) => boothCaller(app, service),
  };
}
