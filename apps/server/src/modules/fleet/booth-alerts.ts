/**
 * Alerts, raised by a sweep that every worker runs (booth-alerts.repository.ts keeps one open
 * alert per booth and kind, however many sweep at once): a booth quiet while its event runs, a
 * queue stuck, storage running low. Each new alert is told to the organiser's `booth.alert`
 * webhooks and, at most once per booth an hour, by e-mail. The alert row is the durable record:
 * its e-mail is decided by the sweep (pending → mailed or skipped), so a process that dies after
 * raising it loses nothing, and the webhooks' own sweep records a `booth.alert` event it missed.
 */
import type { BoothAlertKind } from '@boothdeck/contract';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { isoAfter, nowIso } from '../../shared/clock.ts';
import type { BoothSessions } from '../booth/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { boothAlertMail } from './booth-alert-mail.ts';
import type { AlertCandidate, BoothAlertsRepository } from './booth-alerts.repository.ts';
import type { BoothReportsRepository } from './booth-reports.repository.ts';
import type { FleetClock } from './fleet-clock.ts';

type Dependencies = {
  alerts: BoothAlertsRepository;
  reports: Pick<BoothReportsRepository, 'markSignedOut' | 'prune'>;
  sessions: Pick<BoothSessions, 'existingSessions'>;
  events: Pick<EventAccess, 'eventById'>;
  emitWebhook: EmitWebhook;
  /** Sends an organiser a finished mail (the account mail outbox). */
  sendMail: (userId: number, mail: MailMessage) => Promise<void>;
  organiserOf: (userId: number) => Promise<{ email: string; first_name: string } | undefined>;
  /** The Booths panel's address for an event. */
  panelUrl: (eventId: number) => string;
  clock: FleetClock;
};

const isRunning = (event: { status: string; start_at: string; end_at: string }, now: string) =>
  event.status === 'final' && event.start_at <= now && now < event.end_at;

export function createBoothAlerts(deps: Dependencies) {
  const { alerts, reports, sessions, events, clock } = deps;

  async function raiseEach(candidates: AlertCandidate[], kind: BoothAlertKind, now: string) {
    for (const candidate of candidates) {
      const id = await alerts.raise({ ...candidate, kind, nowIso: now });
      if (id !== undefined) await deps.emitWebhook('booth.alert', { eventId: candidate.event_id, subjectId: id });
    }
  }

  /** Quiet booths whose session has ended are signed out; the others alert while their event runs. */
  async function raiseQuiet(now: string) {
    const quiet = await alerts.quietSince(isoAfter(-clock.quietAlertMs, new Date(now)));
    if (quiet.length === 0) return;
    const live = await sessions.existingSessions(quiet.map((booth) => booth.booth_session_id));
    await reports.markSignedOut(
      quiet.filter((booth) => !live.has(booth.booth_session_id)).map((booth) => booth.booth_session_id),
      now,
    );
    const running: AlertCandidate[] = [];
    for (const booth of quiet.filter((candidate) => live.has(candidate.booth_session_id))) {
      const event = await events.eventById(booth.event_id);
      if (event && isRunning(event, now)) running.push(booth);
    }
    await raiseEach(running, 'quiet', now);
  }

  async function mailPending(now: string) {
    const hourAgo = isoAfter(-clock.mailGapMs, new Date(now));
    for (const alert of await alerts.awaitingMail()) {
      if (!(await alerts.claimMailHour(alert, now, hourAgo))) {
        await alerts.setMailState(alert.id, 'skipped');
        continue;
      }
      const event = await events.eventById(alert.event_id);
      const organiser = event && (await deps.organiserOf(event.user_id));
      if (event && organiser)
        await deps.sendMail(event.user_id, boothAlertMail(organiser, event.event_name, alert, deps.panelUrl(event.id)));
      await alerts.setMailState(alert.id, 'mailed');
    }
  }

  return {
    /** One pass: forget what is older than a day, raise what is due, decide the e-mails. */
    async sweep(): Promise<void> {
      const now = nowIso();
      const keepFrom = isoAfter(-clock.keepMs, new Date(now));
      await reports.prune(keepFrom);
      await alerts.prune(keepFrom);
      await raiseQuiet(now);
      await raiseEach(await alerts.stuckSince(isoAfter(-clock.stuckAlertMs, new Date(now))), 'queue_stuck', now);
      await raiseEach(await alerts.storageLow(), 'storage_low', now);
      await mailPending(now);
    },
  };
}
