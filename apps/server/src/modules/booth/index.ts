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
import { type BoothRepository, createBoothRepository } from './booth.repository.ts';
import { boothEndpoints } from './booth.routes.ts';
import { createBoothService } from './booth.service.ts';
import { boothCaller } from './booth-caller.ts';
import { BOOTH_RATE_LIMITS, EXIT_PIN_RATE_LIMITS } from './booth-rate-limits.ts';

export type { BoothSessionSummary } from './booth.repository.ts';
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

/** The booth sessions as the fleet reads them: an event's signed-in booths, and ending one. */
export type BoothSessions = Pick<BoothRepository, 'sessionsOfEvent' | 'existingSessions'> & {
  /** Ends the session (its token stops working); its report stays with the fleet. */
  endSession(sessionId: number): Promise<void>;
};

export function boothModule({ db, ...services }: Dependencies) {
  const repository = createBoothRepository(db);
  const service = createBoothService({ repository, ...services });
  const sessions: BoothSessions = {
    sessionsOfEvent: repository.sessionsOfEvent,
    existingSessions: repository.existingSessions,
    endSession: repository.removeSession,
  };
  return {
    sessions,
    /** Booths whose session was used in the last five minutes, for the operators' metrics. */
    liveBooths: service.countLiveBooths,
    endpoints: boothEndpoints(service),
    /** The booth caller's check; decorates the app's requests with `booth`. */
    caller: (app: FastifyInstance) => boothCaller(app, service),
  };
}
