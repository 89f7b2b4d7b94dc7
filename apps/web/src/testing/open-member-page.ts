import { type Stub, stub, stubApi } from '@boothdeck/client/testing';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from './build-user';
import { renderRoute } from './render-route';

/** Signs a member in and renders the real route table at an address, with the calls a test answers. */
export function openMemberPage(
  address: string | { pathname: string; state?: unknown },
  stubs: readonly Stub[],
  member = buildUser(),
) {
  useSessionStore.getState().setSession('token-1', member);
  const fetchMock = stubApi(stub(accountCalls.user, { user: member, member: null }), ...stubs);
  return { ...renderRoute(address), fetchMock };
}
