/**
 * The booth's heartbeat and the organiser's Booths panel. A heartbeat writes the booth's latest
 * report (and a day of history), marks the commands it names carried out (each once), closes the
 * alerts its report answers and replies with the commands still to do. The panel reads the
 * event's signed-in sessions from the booth module and joins them with their reports, the open
 * alerts, the commands in flight and the captures of the last hour.
 */
import {
  type BoothCommandBody,
  type BoothCommandKind,
  type BoothCommandReply,
  type BoothHeartbeat,
  type BoothHeartbeatReply,
  type BoothStatus,
  type EventBoothsReply,
  FLEET_MESSAGES,
  type FleetBooth,
  type FleetReport,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { BoothIdentity } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import { HOUR_MS, isoAfter, nowIso } from '../../shared/clock.ts';
import type { BoothSessions } from '../booth/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { BoothCaptureCounts } from '../media/index.ts';
import type { BoothAlertsRepository } from './booth-alerts.repository.ts';
import type { BoothCommandRow, BoothReportRow, BoothReportsRepository } from './booth-reports.repository.ts';
import { type FleetClock, LOW_STORAGE_SHARE } from './fleet-clock.ts';

type Dependencies = {
  reports: BoothReportsRepository;
  alerts: BoothAlertsRepository;
  sessions: BoothSessions;
  events: Pick<EventAccess, 'ownedEvent'>;
  captureCounts: BoothCaptureCounts;
  clock: FleetClock;
};

export type FleetService = ReturnType<typeof createFleetService>;

const isStorageLow = ({ storage }: BoothHeartbeat) =>
  storage.quota_bytes !== null &&
  storage.used_bytes !== null &&
  storage.quota_bytes > 0 &&
  (storage.quota_bytes - storage.used_bytes) / storage.quota_bytes < LOW_STORAGE_SHARE;

const commandOf = (row: BoothCommandRow) => ({
  id: row.id,
  kind: row.kind as BoothCommandKind,
  issued_at: row.issued_at,
});

/** The stored report as the panel reads it (fleet-report shape). */
function panelReportOf(row: BoothReportRow): FleetReport {
  const { battery, ...report } = JSON.parse(row.report) as Omit<BoothHeartbeat, 'acknowledged' | 'signing_out'>;
  return {
    ...report,
    session_id: row.booth_session_id,
    battery: { level: battery?.level ?? null, charging: battery?.charging ?? null },
  };
}

export function createFleetService({ reports, alerts, sessions, events, captureCounts, clock }: Dependencies) {
  async function ownedEvent(userId: number, eventId: number) {
    const event = await events.ownedEvent(userId, eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  }

  function statusOf(report: BoothReportRow | undefined, isSignedIn: boolean, since: string, now: number): BoothStatus {
    if (!isSignedIn || report?.signed_out_at) return 'signed_out';
    const heardAt = new Date(report?.reported_at ?? since).getTime();
    return now - heardAt > clock.quietStatusMs ? 'quiet' : 'live';
  }

  return {
    async heartbeat(booth: BoothIdentity, body: BoothHeartbeat): Promise<BoothHeartbeatReply> {
      const now = nowIso();
      const { acknowledged, signing_out: isSigningOut, ...report } = body;
      const { pending, oldest_unsent_seconds: oldestSeconds } = report.queue;
      const isStuckPossible = pending > 0 && oldestSeconds !== null;
      const storageLow = isStorageLow(body);
      const saved = reports.saveReport({
        booth_session_id: booth.sessionId,
        event_id: booth.eventId,
        device_name: booth.deviceName,
        signed_in_at: booth.signedInAt,
        reported_at: now,
        report: JSON.stringify(report),
        pending,
        oldest_unsent_at: isStuckPossible ? isoAfter(-oldestSeconds * 1000, new Date(now)) : null,
        storage_low: storageLow ? 1 : 0,
      });
      const next_in_seconds = clock.heartbeatMs / 1000;
      if (isSigningOut) {
        await Promise.all([saved, reports.acknowledge(booth.sessionId, acknowledged, now)]);
        await alerts.clear(booth.sessionId, ['quiet', 'queue_stuck', 'storage_low'], now);
        await reports.markSignedOut([booth.sessionId], now);
        await sessions.endSession(booth.sessionId);
        return { commands: [], next_in_seconds };
      }
      // Independent writes side by side (on PostgreSQL each takes a connection of the pool); the
      // commands still to do are read after this report's acknowledgements are written.
      const answered = ['quiet', ...(isStuckPossible ? [] : ['queue_stuck']), ...(storageLow ? [] : ['storage_low'])];
      const [, , commands] = await Promise.all([
        saved,
        alerts.clear(booth.sessionId, answered, now),
        reports
          .acknowledge(booth.sessionId, acknowledged, now)
          .then(() => reports.pendingCommands({ sessionId: booth.sessionId })),
      ]);
      return { commands: commands.map(({ id, kind }) => ({ id, kind: kind as BoothCommandKind })), next_in_seconds };
    },

    async eventBooths(userId: number, eventId: number): Promise<EventBoothsReply> {
      await ownedEvent(userId, eventId);
      const readAt = nowIso();
      const now = new Date(readAt).getTime();
      const [signedIn, rows, openAlerts, counts, commands] = await Promise.all([
        sessions.sessionsOfEvent(eventId),
        reports.reportsOfEvent(eventId),
        alerts.openAlertsOfEvent(eventId),
        captureCounts(eventId, isoAfter(-HOUR_MS, new Date(readAt))),
        reports.pendingCommands({ eventId }),
      ]);
      const reportOf = new Map(rows.map((row) => [row.booth_session_id, row]));
      const signedInIds = new Set(signedIn.map((session) => session.session_id));
      const listed = [
        ...signedIn.map((session) => ({ ...session, isSignedIn: true })),
        ...rows
          .filter((row) => !signedInIds.has(row.booth_session_id))
          .map((row) => ({
            session_id: row.booth_session_id,
            device_name: row.device_name,
            signed_in_at: row.signed_in_at,
            isSignedIn: false,
          })),
      ];
      const booths: FleetBooth[] = listed.map((session) => {
        const row = reportOf.get(session.session_id);
        return {
          session_id: session.session_id,
          device_name: session.device_name,
          status: statusOf(row, session.isSignedIn, session.signed_in_at, now),
          signed_in_at: session.signed_in_at,
          last_seen_at: row?.reported_at ?? null,
          captures_this_hour: counts.get(session.session_id) ?? 0,
          pending_commands: commands.filter((c) => c.booth_session_id === session.session_id).map(commandOf),
        };
      });
      return {
        event_id: eventId,
        booths,
        reports: rows.map(panelReportOf),
        alerts: openAlerts.map((alert) => ({
          id: alert.id,
          session_id: alert.booth_session_id,
          device_name: alert.device_name,
          kind: alert.kind as EventBoothsReply['alerts'][number]['kind'],
          raised_at: alert.raised_at,
        })),
        read_at: readAt,
      };
    },

    /** Records the command with who sent it; the booth gets it in its next heartbeat reply. */
    async sendCommand(userId: number, eventId: number, body: Required<BoothCommandBody>): Promise<BoothCommandReply> {
      await ownedEvent(userId, eventId);
      const signedIn = await sessions.sessionsOfEvent(eventId);
      if (!signedIn.some((session) => session.session_id === body.session_id))
        throw new AppError('conflict', FLEET_MESSAGES.boothNotFound);
      const row = await reports.insertCommand({
        sessionId: body.session_id,
        eventId,
        kind: body.kind,
        issuedBy: userId,
        nowIso: nowIso(),
      });
      return { message: FLEET_MESSAGES.commandSent[body.kind], command: commandOf(row) };
    },
  };
}
