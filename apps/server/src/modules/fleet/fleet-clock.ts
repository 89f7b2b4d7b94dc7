/**
 * The fleet's times, all from one "minute": a real minute in production, a shorter one in tests
 * and journeys (FLEET_MINUTE_MS), so a booth goes quiet, a queue gets stuck and the e-mail hour
 * passes in seconds there, in the same proportions.
 */
import { DAY_MS, MINUTE_MS } from '../../shared/clock.ts';

export type FleetClock = ReturnType<typeof fleetClockOf>;

export function fleetClockOf(minuteMs: number = MINUTE_MS) {
  const heartbeatMs = Math.max(1000, minuteMs / 2);
  return {
    /** How often a booth reports (30 s): the heartbeat reply tells it. */
    heartbeatMs,
    /** A booth not heard of for three reports shows as quiet. */
    quietStatusMs: 3 * heartbeatMs,
    /** A booth quiet this long while its event runs raises an alert. */
    quietAlertMs: 5 * minuteMs,
    /** An item waiting this long to be sent raises an alert. */
    stuckAlertMs: 10 * minuteMs,
    /** At most one e-mail per booth in this time. */
    mailGapMs: 60 * minuteMs,
    /** How often workers look for alerts due. */
    sweepMs: Math.max(250, minuteMs / 2),
    /** How long reports are kept: a day, whatever the minute. */
    keepMs: DAY_MS,
  };
}

/** Free storage under this share of the quota raises an alert. */
export const LOW_STORAGE_SHARE = 0.1;
