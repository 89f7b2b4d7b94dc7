/** Drives the team calls the way the members page and the invitation link do. */
import { type TeamRole, teamEndpoints } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { callApp, replyOf } from './call-app.ts';
import { findLink, readOutbox } from './outbox.ts';
import type { SignedIn } from './packages-client.ts';
import type { TestApp } from './test-app.ts';

export const MEMBER_PASSWORD = 'member-pass-1';

export function teamClient(app: () => FastifyInstance, dataDir: () => string, appUrl: () => string) {
  let counter = 0;
  return {
    /** The token of the invitation last mailed to `email`, as its link carries it. */
    async invitationToken(email: string): Promise<string> {
      const mails = (await readOutbox(app(), dataDir())).filter((mail) => mail.to.includes(email));
      const last = mails.at(-1);
      if (!last) throw new Error(`no invitation mailed to ${email}`);
      const prefix = `${appUrl()}/join/`;
      return findLink(last.raw, prefix).slice(prefix.length);
    },

    async invite(owner: SignedIn, email: string, role: TeamRole, eventIds: number[] = []) {
      const reply = await callApp(app(), teamEndpoints.invite, {
        token: owner.token,
        body: { email, role, event_ids: eventIds },
      });
      if (reply.statusCode !== 200) throw new Error(`invite failed: ${reply.body}`);
      return replyOf(reply).invitation;
    },

    /** Invites a new person and accepts with a new login: the member's session. */
    async join(owner: SignedIn, role: TeamRole, eventIds: number[] = []): Promise<SignedIn> {
      const email = `${role}${++counter}-${owner.user.id}@example.com`;
      await this.invite(owner, email, role, eventIds);
      const token = await this.invitationToken(email);
      const reply = await callApp(app(), teamEndpoints.accept, {
        body: { token, password: MEMBER_PASSWORD, first_name: 'Sam', last_name: `${role} ${counter}` },
      });
      if (reply.statusCode !== 200) throw new Error(`accept failed: ${reply.body}`);
      const { token: session, user } = replyOf(reply);
      if (!session) throw new Error('accept gave no session');
      return { token: session, user };
    },
  };
}

/** The team calls of a test app, read at each call, so a suite can take them before its app is built. */
export const teamClientOf = (t: () => TestApp) =>
  teamClient(
    () => t().app,
    () => t().config.dataDir,
    () => t().config.appUrl,
  );
