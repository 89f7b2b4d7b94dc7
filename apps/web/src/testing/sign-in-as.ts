import { type Stub, stub, stubApi } from '@boothdeck/client/testing';
import { type TeamRole, teamEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from './build-user';

/** The one event a signed-in client is given. */
export const GIVEN_EVENT = { id: 7, event_name: 'Brand launch', time_zone: 'UTC' };

/** Signs a team member in (the owner's account, the member's own name and role), with the calls a test answers. */
export function signInAs(role: TeamRole, ...stubs: Stub[]) {
  const user = buildUser();
  const member = { first_name: 'Dana', last_name: 'Reyes', email: 'dana@example.com', role };
  useSessionStore.getState().setSession('token-1', user, member);
  return stubApi(
    stub(accountCalls.user, { user, member }),
    stub(teamEndpoints.myEvents, { events: [GIVEN_EVENT] }),
    ...stubs,
  );
}
