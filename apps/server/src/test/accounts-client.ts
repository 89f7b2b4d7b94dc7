/** Small helpers that drive the accounts API the way the web client does. */
import { accountEndpoints, type RegisterBody } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { callApp, replyOf } from './call-app.ts';
import { findLink, readOutbox } from './outbox.ts';

export const PASSWORD = 'secret-pass-1';

export function registrationBody(email: string, extra: Partial<RegisterBody> = {}): RegisterBody {
  return {
    user_type: 'individual',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    check_promotion: false,
    ...extra,
  };
}

let visitors = 0;

/** A client address of its own (from the benchmarking range), as each real person signing up has. */
export const nextVisitorAddress = () => {
  visitors += 1;
  return `198.18.${(visitors >> 8) & 255}.${visitors & 255}`;
};

export async function registerUser(app: FastifyInstance, email: string) {
  const reply = await callApp(app, accountEndpoints.register, {
    body: registrationBody(email),
    // Sign-ups are limited per address; test accounts stand for different people.
    remoteAddress: nextVisitorAddress(),
  });
  if (reply.statusCode !== 200) throw new Error(`register failed: ${reply.body}`);
  return replyOf(reply).user;
}

export async function latestCode(app: FastifyInstance, dataDir: string, to: string, linkPrefix: string) {
  const mails = (await readOutbox(app, dataDir)).filter((mail) => mail.to.includes(to));
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return findLink(last.raw, linkPrefix).slice(linkPrefix.length);
}

/** Registers, verifies by the mailed link and returns the session token. */
export async function registerVerifiedUser(app: FastifyInstance, dataDir: string, email: string, appUrl: string) {
  const user = await registerUser(app, email);
  const code = await latestCode(app, dataDir, email, `${appUrl}/verify-email/`);
  const reply = await callApp(app, accountEndpoints.verifyEmail, { body: { email_verified_code: code } });
  if (reply.statusCode !== 200) throw new Error(`verify failed: ${reply.body}`);
  return { user, token: replyOf(reply).token };
}
