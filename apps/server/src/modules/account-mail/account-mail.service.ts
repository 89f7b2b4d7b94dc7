/**
 * Mails an account gets from the product itself, sent at least once and never twice. `send`
 * writes the mail's outbox row and adds its job; the job claims the row (queued → sending), sends
 * and records the outcome. A crash after the row's commit loses nothing: the row stays queued and
 * its job is added again (at start, and by the periodic sweep). A crash mid-send leaves the row
 * `sending`, which becomes `unknown` (maybe delivered), never sent a second time.
 *
 * Most mails are stored finished. A mail whose link is a secret (verification, password reset)
 * is stored as its kind and account only: its kind's composer makes the secret when the mail is
 * sent, so no usable link ever sits in the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob, type JobAttempt, type JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { nowIso } from '../../shared/clock.ts';
import type { AccountMailsRepository } from './account-mails.repository.ts';

export type AccountMailJobPayload = { mailId: number };

export const ACCOUNT_MAIL_JOB = defineJob<AccountMailJobPayload>({
  name: 'account-mail',
  payload: z.object({ mailId: z.number().int().positive() }),
  // Four attempts over about six minutes: an SMTP server's restart or greylisting passes by then.
  retryDelaysMs: [15_000, 60_000, 300_000],
  concurrency: 4,
  idOf: ({ mailId }) => `account-mail-${mailId}`,
});

export const INTERRUPTED_MAIL_REASON =
  'The server stopped, or lost its database, while this mail was being sent; it may or may not have been delivered, and it is not sent again.';

/** Makes the mail of one account at send time; undefined when it is no longer needed. */
export type ComposeAccountMail = (userId: number) => Promise<MailMessage | undefined>;

/** A finished mail, as stored. */
const PREPARED = 'prepared';
const preparedMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  fromName: z.string().optional(),
  replyTo: z.string().optional(),
});

type Dependencies = {
  repository: AccountMailsRepository;
  mailer: Pick<Mailer, 'send'>;
  jobs: JobQueue;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

export type AccountMail = ReturnType<typeof createAccountMailService>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createAccountMailService({ repository, mailer, jobs, log }: Dependencies) {
  const composers = new Map<string, ComposeAccountMail>();

  async function mailOf(row: { kind: string; user_id: number | null; payload: string }) {
    if (row.kind === PREPARED) return preparedMailSchema.parse(JSON.parse(row.payload)) as MailMessage;
    const compose = composers.get(row.kind);
    if (!compose || row.user_id === null) throw new Error(`Nothing makes account mails of kind ${row.kind}`);
    return compose(row.user_id);
  }

  async function attemptMail({ mailId: id }: AccountMailJobPayload, run: JobAttempt): Promise<void> {
    const row = await repository.find(id);
    if (row?.state === 'sending') {
      // Its job came back after the worker that claimed it stopped: it may have gone out.
      if ((await repository.markInterrupted(INTERRUPTED_MAIL_REASON, nowIso(), { id })).length > 0) {
        log.warn({ accountMail: id }, 'an account mail interrupted mid-send is marked unknown and not sent again');
      }
      return;
    }
    if (row?.state !== 'queued') return;
    try {
      const mail = await mailOf(row);
      if (!mail) {
        await repository.markFailed(id, 'skipped', 'Not sent: no longer needed', nowIso());
        return;
      }
      if (!(await repository.claim(id, nowIso()))) return;
      await mailer.send(mail);
    } catch (error) {
      const reason = reasonOf(error);
      await repository.markFailed(id, run.isLastAttempt ? 'failed' : 'queued', reason, nowIso());
      if (run.isLastAttempt) log.warn({ accountMail: id, kind: row.kind, reason }, 'account mail not delivered');
      throw error;
    }
    await repository.markSent(id, nowIso()).catch((error: unknown) => {
      log.error({ err: error, accountMail: id }, 'account mail sent, but its row could not be marked sent');
    });
  }

  jobs.handle(ACCOUNT_MAIL_JOB, attemptMail);

  async function queue(userId: number, kind: string, payload: unknown): Promise<void> {
    const mailId = await repository.insert({ userId, kind, payload }, nowIso());
    if (jobs.stopping.aborted) return;
    // If this fails (Redis away), the row stays queued and is added again by the sweep.
    await jobs.add(ACCOUNT_MAIL_JOB, { mailId }).catch((error: unknown) => {
      log.error({ err: error, accountMail: mailId }, 'account mail queued, but its job could not be added yet');
    });
  }

  return {
    /** How mails of `kind` are made at send time; each kind registers once, at start. */
    register(kind: string, compose: ComposeAccountMail): void {
      if (kind === PREPARED || composers.has(kind))
        throw new Error(`Account mails of kind ${kind} are already registered`);
      composers.set(kind, compose);
    },

    /** Sends this finished mail to the account. */
    send(userId: number, mail: MailMessage): Promise<void> {
      return queue(userId, PREPARED, mail);
    },

    /** Sends the account a mail of a registered `kind`, made when it is sent. */
    sendComposed(userId: number, kind: string): Promise<void> {
      if (!composers.has(kind)) throw new Error(`Nothing makes account mails of kind ${kind}`);
      return queue(userId, kind, {});
    },

    /**
     * Rows still `sending` that were claimed before `claimedBefore` become `unknown` (maybe
     * delivered, never sent again): at start, and by the sweep past the sending deadline.
     */
    async settleInterrupted(claimedBefore: string): Promise<void> {
      const interrupted = await repository.markInterrupted(INTERRUPTED_MAIL_REASON, nowIso(), { claimedBefore });
      if (interrupted.length > 0) {
        log.warn(
          { accountMails: interrupted },
          'account mails interrupted mid-send are marked unknown and not sent again',
        );
      }
    },

    /** Adds the job of every queued mail again (a row's job that is still kept gets no second one). */
    async resumeQueued(): Promise<void> {
      const ids = await repository.queuedIds();
      if (ids.length > 0)
        await jobs.addMany(
          ACCOUNT_MAIL_JOB,
          ids.map((mailId) => ({ mailId })),
        );
    },
  };
}
