/**
 * The team: the members an owner invites, each acting on the owner's account with a role, and
 * the activity their writes leave on each event. Other parts use `teamOf` (the sign-in check:
 * which account a login acts for) and `recordActivity` (the endpoint registry, after each write).
 */
import type { Role } from '@boothdeck/contract';
import type { TeamOf } from '../../platform/auth/authenticate.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { RecordActivity } from '../../plugins/endpoint-roles.ts';
import type { AccountMail } from '../account-mail/index.ts';
import type { AccountRecords, AccountsLogins } from '../accounts/index.ts';
import type { EventAccess } from '../events/index.ts';
import { createTeamRepository } from './team.repository.ts';
import { teamEndpoints } from './team.routes.ts';
import { createTeamService } from './team.service.ts';
import { INVITATIONS_PER_ACCOUNT } from './team-rate-limits.ts';

export { ACTIVITY_TEXTS } from './activity-texts.ts';
export type { TeamTables } from './team.tables.ts';

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [INVITATIONS_PER_ACCOUNT];

type Dependencies = Pick<PlatformServices, 'db' | 'appUrl' | 'rateLimiter'> & {
  accounts: AccountRecords;
  logins: AccountsLogins;
  accountMail: Pick<AccountMail, 'send'>;
  events: Pick<EventAccess, 'ownedEventNames' | 'ownedEvent'>;
};

export function teamModule({ db, appUrl, rateLimiter, accounts, logins, accountMail, events }: Dependencies) {
  const repository = createTeamRepository(db);
  const service = createTeamService({ repository, accounts, logins, accountMail, events, appUrl, rateLimiter });

  const teamOf: TeamOf = async (login) => {
    const membership = await repository.membershipOfLogin(login.id);
    if (!membership) return undefined;
    const ownerRow = await accounts.findUserById(membership.owner_id);
    if (!ownerRow) return undefined;
    const { password_hash: _hash, email_verified_at: _at, created_at: _c, updated_at: _u, ...owner } = ownerRow;
    return {
      owner,
      member: {
        userId: login.id,
        role: membership.role,
        firstName: login.first_name,
        lastName: login.last_name,
        email: login.email,
        eventIds: membership.role === 'client' ? membership.event_ids : [],
      },
    };
  };

  const recordActivity: RecordActivity = async (caller, eventId, action) => {
    const { member, user } = caller;
    // A write that removed its event leaves no line.
    if (!(await events.ownedEvent(user.id, eventId))) return;
    const role: Role = member?.role ?? 'owner';
    await repository.insertActivity({
      owner_id: user.id,
      event_id: eventId,
      actor_user_id: member?.userId ?? user.id,
      actor_name: member
        ? `${member.firstName} ${member.lastName}`.trim()
        : `${user.first_name} ${user.last_name}`.trim(),
      actor_role: role,
      action,
    });
  };

  return { endpoints: teamEndpoints(service, repository, events), teamOf, recordActivity };
}
