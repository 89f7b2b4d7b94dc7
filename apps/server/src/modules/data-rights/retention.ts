/**
 * Each event's retention: its organiser sets N days, and N days after the event's end its
 * captures (files and rows), its leads and its messages are erased, as a guest's own erasure
 * erases them (erasure.ts: counts kept, nothing personal left). The organiser is mailed
 * RETENTION_WARNING_DAYS before (a purge is never set sooner than that from the moment it is set).
 *
 * The purge is a durable job: the sweep every worker runs (at start and every minute) adds the
 * job of every event whose purge is due and unfinished, and the job works a batch at a time,
 * each batch's work done for good before the next; killed mid-way, the next run carries on from
 * what is left, and the event is marked purged only when nothing is.
 */

import { RETENTION_WARNING_DAYS, type RetentionReply } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { z } from 'zod';
import { defineJob, type JobAttempt, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { AppError } from '../../shared/app-error.ts';
import { DAY_MS, nowIso } from '../../shared/clock.ts';
import type { EventAccess } from '../events/index.ts';
import type { Erasure } from './erasure.ts';
import type { GuestDataReads } from './guest-data.ts';
import type { RetentionRepository, RetentionRow } from './retention.repository.ts';

export type RetentionPurgePayload = { eventId: number; purgeAt: string };

export const RETENTION_PURGE_JOB = defineJob<RetentionPurgePayload>({
  name: 'retention-purge',
  payload: z.object({ eventId: z.number().int().positive(), purgeAt: z.string() }),
  retryDelaysMs: [60_000, 300_000, 900_000],
  concurrency: 1,
  idOf: ({ eventId, purgeAt }) => `retention-purge-${eventId}-${Date.parse(purgeAt)}`,
});

/** Rows (and captures) erased per step: each step is short, and done for good before the next. */
export const PURGE_BATCH = { captures: 20, rows: 200 } as const;

type Dependencies = {
  repository: RetentionRepository;
  reads: GuestDataReads;
  erasure: Erasure;
  events: Pick<EventAccess, 'ownedEvent' | 'eventById'>;
  jobs: JobQueue;
  accountMail: { send(userId: number, mail: MailMessage): Promise<void> };
  describeUser: (userId: number) => Promise<{ email: string; first_name: string }>;
  appUrl: string;
  log: { info: (fields: object, message: string) => void };
};

/** N days after the end, but never sooner than the warning's days from now: the organiser is always warned first. */
const purgeAtOf = (endAt: string, days: number, now: Date) =>
  new Date(Math.max(Date.parse(endAt) + days * DAY_MS, now.getTime() + RETENTION_WARNING_DAYS * DAY_MS)).toISOString();

const replyOf = (row: RetentionRow | undefined): RetentionReply => ({
  retention_days: row?.days ?? null,
  purge_at: row?.purge_at ?? null,
  purged_at: row?.purged_at ?? null,
});

export type Retention = ReturnType<typeof createRetention>;

export function createRetention(d: Dependencies) {
  const { repository, reads, erasure } = d;

  async function ownedEvent(userId: number, eventId: number) {
    const event = await d.events.ownedEvent(userId, eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  }

  /** One step of the purge; false once nothing of the event is left to erase. */
  async function purgeStep(event: { id: number; user_id: number }, at: string): Promise<boolean> {
    const captures = await reads.captures.firstCapturesOf(event.id, PURGE_BATCH.captures);
    if (captures.length > 0) {
      await erasure.removeCaptures(event.id, event.user_id, captures);
      return true;
    }
    const leadIds = await reads.leads.firstLiveLeadIds(event.id, PURGE_BATCH.rows);
    const shareIds = await reads.shares.firstPersonalShareIds(event.id, PURGE_BATCH.rows);
    if (leadIds.length === 0 && shareIds.length === 0) return false;
    await erasure.forgetWebhookSubjects(event.id, { leadIds, shareIds, captureIds: [] });
    await reads.shares.erase(event.id, shareIds);
    await reads.leads.erase(event.id, leadIds, at);
    return true;
  }

  async function purge({ eventId, purgeAt }: RetentionPurgePayload, run: JobAttempt): Promise<void> {
    const row = await repository.find(eventId);
    const event = await d.events.eventById(eventId);
    // Retention changed or ended since the job was added, or the purge is already done.
    if (!row || !event || row.purge_at !== purgeAt || row.purged_at !== null) return;
    const at = nowIso();
    while (await purgeStep(event, at)) {
      if (run.stopping.aborted) throw new Error('stopping: the purge carries on at the next start');
    }
    await repository.markPurged(eventId, purgeAt, nowIso());
    d.log.info({ event: eventId }, 'retention purge finished');
  }

  d.jobs.handle(RETENTION_PURGE_JOB, purge);

  function warningMail(
    user: { email: string; first_name: string },
    event: { id: number; event_name: string },
    row: RetentionRow,
  ): MailMessage {
    return {
      to: user.email,
      subject: `${event.event_name}: guest data will be deleted on ${row.purge_at.slice(0, 10)}`,
      ...renderActionMail({
        greeting: `Hi ${user.first_name},`,
        paragraphs: [
          `As you set, the captures, leads and messages of ${event.event_name} will be deleted on ${row.purge_at.slice(0, 10)} (${row.days} days after the event ended).`,
          'Download what you need before then, or change how long the event keeps its data in its settings. Totals in your analytics stay.',
        ],
        actionText: 'Open the event',
        actionUrl: `${d.appUrl}/show/event/${event.id}`,
        footer: 'You get this e-mail because you set a retention period for this event.',
      }),
    };
  }

  return {
    jobTypes: [RETENTION_PURGE_JOB],

    async get(userId: number, eventId: number): Promise<RetentionReply> {
      const event = await ownedEvent(userId, eventId);
      return replyOf(await repository.find(event.id));
    },

    async save(userId: number, eventId: number, days: number | null): Promise<RetentionReply> {
      const event = await ownedEvent(userId, eventId);
      if (days === null) await repository.remove(event.id);
      else await repository.save(event.id, days, purgeAtOf(event.end_at, days, new Date()));
      return replyOf(await repository.find(event.id));
    },

    /** Warns organisers of purges due within the warning days, and adds the jobs of purges due now. */
    async resumeDue(): Promise<void> {
      const now = new Date();
      const warnBefore = new Date(now.getTime() + RETENTION_WARNING_DAYS * DAY_MS).toISOString();
      for (const row of await repository.dueWarnings(warnBefore)) {
        const event = await d.events.eventById(row.event_id);
        if (!event || !(await repository.claimWarning(row.event_id, row.purge_at, nowIso()))) continue;
        await d.accountMail.send(event.user_id, warningMail(await d.describeUser(event.user_id), event, row));
      }
      const due = await repository.duePurges(now.toISOString());
      if (due.length === 0) return;
      const rows = await Promise.all(due.map((eventId) => repository.find(eventId)));
      await d.jobs.addMany(
        RETENTION_PURGE_JOB,
        rows.flatMap((row) => (row ? [{ eventId: row.event_id, purgeAt: row.purge_at }] : [])),
      );
    },
  };
}
