/**
 * The fleet: what each signed-in booth reports by heartbeat (its latest report and a day of
 * history), the alerts raised from them, and the organiser's commands to booths with who sent
 * them. The Booths panel reads the event's sessions from the booth module and its captures from
 * media; alerts go out through the webhooks and the account mail outbox.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sweepWhileRunning } from '../../platform/jobs/resume-sweep.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { BoothSessions } from '../booth/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { BoothCaptureCounts } from '../media/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { createBoothAlertsRepository } from './booth-alerts.repository.ts';
import { createBoothAlerts } from './booth-alerts.ts';
import { createBoothReportsRepository } from './booth-reports.repository.ts';
import { fleetEndpoints } from './fleet.routes.ts';
import { createFleetService } from './fleet.service.ts';
import { fleetClockOf } from './fleet-clock.ts';

export type { BoothAlertRow } from './booth-alerts.repository.ts';
export type { FleetTables } from './fleet.tables.ts';

/** An alert by id, for the `booth.alert` webhook's body. */
export const boothAlertByIdOf = ({ db }: Pick<PlatformServices, 'db'>) => createBoothAlertsRepository(db).findAlert;

type Dependencies = Pick<PlatformServices, 'db' | 'jobs'> & {
  log: Pick<FastifyBaseLogger, 'warn'>;
  events: EventAccess;
  sessions: BoothSessions;
  captureCounts: BoothCaptureCounts;
  emitWebhook: EmitWebhook;
  sendMail: (userId: number, mail: MailMessage) => Promise<void>;
  organiserOf: (userId: number) => Promise<{ email: string; first_name: string } | undefined>;
  appUrl: string;
  /** How long the fleet's "minute" is (FLEET_MINUTE_MS): shorter in tests and journeys. */
  minuteMs?: number;
};

export function fleetModule({
  db,
  jobs,
  log,
  events,
  sessions,
  captureCounts,
  appUrl,
  minuteMs,
  ...rest
}: Dependencies) {
  const clock = fleetClockOf(minuteMs);
  const reports = createBoothReportsRepository(db);
  const alerts = createBoothAlertsRepository(db);
  const service = createFleetService({ reports, alerts, sessions, events, captureCounts, clock });
  const boothAlerts = createBoothAlerts({
    alerts,
    reports,
    sessions,
    events,
    clock,
    panelUrl: (eventId) => `${appUrl}/show/event/${eventId}/booths`,
    ...rest,
  });
  return {
    endpoints: fleetEndpoints(service),
    /** One pass of the alert sweep (tests run it when they choose). */
    sweep: boothAlerts.sweep,
    /** On a process that runs jobs: sweeps for alerts every half minute while it runs. */
    sweepWhileRunning: () => sweepWhileRunning(jobs, boothAlerts.sweep, log, clock.sweepMs),
  };
}
