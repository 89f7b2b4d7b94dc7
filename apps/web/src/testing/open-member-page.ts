import { useSessionStore } from '@/shared/session/session-store';
import { buildUser } from './build-user';
import { renderRoute } from './render-route';
import { reply, stubApi } from './stub-api';

type Handlers = Parameters<typeof stubApi>[0];

/** Signs a member in and renders the real route table at an address, with the calls a test answers. */
export function openMemberPage(
  address: string | { pathname: string; state?: unknown },
  handlers: Handlers,
  member = buildUser(),
) {
  useSessionStore.getState().setSession('token-1', member);
  const fetchMock = stubApi({ user: reply(200, { user: member }), ...handlers });
  return { ...renderRoute(address), fetchMock };
}
