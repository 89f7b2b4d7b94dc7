/** Members of one test app: new verified accounts, their user reply, their payments and memberships. */
import { registerVerifiedUser } from './accounts-client.ts';
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
      (await app().app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${member.token}` } })).json()
        .user,
    paymentsOf: (userId: number) => db().selectFrom('payments').selectAll().where('user_id', '=', userId).execute(),
    membershipsOf: (userId: number) =>
      db().selectFrom('memberships').select(['our_package_id', 'ended_at']).where('user_id', '=', userId).execute(),
  };
}
