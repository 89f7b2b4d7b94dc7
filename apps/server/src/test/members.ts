/** Members of one test app: new verified accounts, their user reply, their payments and memberships. */
import { accountEndpoints } from '@boothdeck/contract';
import { registerVerifiedUser } from './accounts-client.ts';
import { callApp, replyOf } from './call-app.ts';
import type { SignedIn } from './packages-client.ts';
import type { TestApp } from './test-app.ts';

/** `app` is read at each call, so a suite can take these before its app is built. */
export function membersOf(app: () => TestApp) {
  let counter = 0;
  const db = () => app().app.platform.database.db;
  return {
    newMember: () => {
      const { app: server, config } = app();
      return registerVerifiedUser(server, config.dataDir, `member${++counter}@example.com`, config.appUrl);
    },
    getUser: async (member: SignedIn) =>
      replyOf(await callApp(app().app, accountEndpoints.user, { token: member.token })).user,
    paymentsOf: (userId: number) => db().selectFrom('payments').selectAll().where('user_id', '=', userId).execute(),
    membershipsOf: (userId: number) =>
      db().selectFrom('memberships').select(['our_package_id', 'ended_at']).where('user_id', '=', userId).execute(),
  };
}
