/**
 * Account mail: the outbox of the mails the product sends an account (verification, password
 * reset and changed, receipts), each sent by a durable background job. No calls of its own; the
 * account and package modules send through it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformServices } from '../../platform/platform-services.ts';
import { ACCOUNT_MAIL_JOB, createAccountMailService } from './account-mail.service.ts';
import { createAccountMailsRepository } from './account-mails.repository.ts';

export type { AccountMail } from './account-mail.service.ts';
export { ACCOUNT_MAIL_JOB } from './account-mail.service.ts';
export type { AccountMailTables } from './account-mail.tables.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'mailer' | 'jobs'> & {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
};

export function accountMailModule({ db, ...services }: Dependencies) {
  const service = createAccountMailService({ repository: createAccountMailsRepository(db), ...services });
  /** Its job types: the queue's start-up check holds each to exactly one handler. */
  return { ...service, jobTypes: [ACCOUNT_MAIL_JOB] };
}
