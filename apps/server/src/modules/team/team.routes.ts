/** /api/v1 team calls: the members page's, the invitation link's and an event's activity. */
import { ACTIVITY_PAGE_SIZE, teamEndpoints as calls, TEAM_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import type { EventAccess } from '../events/index.ts';
import type { TeamRepository } from './team.repository.ts';
import type { TeamService } from './team.service.ts';

export const teamEndpoints = (
  service: TeamService,
  repository: Pick<TeamRepository, 'activityOf'>,
  events: Pick<EventAccess, 'ownedEvent'>,
): HandledEndpoint[] => [
  handle(calls.list, ({ caller }) => service.list(caller.user.id)),
  handle(calls.invite, async ({ caller, body }) => ({
    message: TEAM_MESSAGES.invited,
    invitation: await service.invite(caller, body),
  })),
  handle(calls.revokeInvitation, async ({ caller, params }) => {
    await service.revokeInvitation(caller.user.id, params.id);
    return { message: TEAM_MESSAGES.invitationRevoked };
  }),
  handle(calls.update, async ({ caller, params, body }) => ({
    message: TEAM_MESSAGES.roleChanged,
    member: await service.update(caller.user.id, params.id, body),
  })),
  handle(calls.remove, async ({ caller, params }) => {
    await service.remove(caller.user.id, params.id);
    return { message: TEAM_MESSAGES.removed };
  }),
  handle(calls.myEvents, async ({ caller }) => ({ events: await service.clientEvents(caller) })),
  handle(calls.invitation, ({ params }) => service.details(params.token)),
  handle(calls.accept, ({ body, request }) => service.accept(body, request.ip)),
  handle(calls.activity, async ({ caller, params }) => {
    if (!(await events.ownedEvent(caller.user.id, params.id))) throw new AppError('not_found', MESSAGES.notFound);
    return { activity: await repository.activityOf(params.id, ACTIVITY_PAGE_SIZE) };
  }),
];
