/**
 * Team rules: the owner (or an admin) invites by e-mail with a role, changes a member's role and
 * a client's events, and removes a member, who is signed out everywhere at once. An invitation's
 * link works once, for INVITATION_DAYS; the invitee sets a password for a new login or signs in
 * with the one their address already has.
 */
import {
  INVITATION_DAYS,
  type Invitation,
  type InvitationDetails,
  type LoginReply,
  newLoginPasswordSchema,
  ROLE_LABELS,
  TEAM_MAX,
  TEAM_MESSAGES,
  type TeamMember,
  type TeamReply,
  type TeamRole,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { SignedInAccount } from '../../platform/auth/authenticate.ts';
import { createSecret, hashSecret } from '../../platform/auth/secrets.ts';
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { AppError } from '../../shared/app-error.ts';
import { DAY_MS, isoAfter, nowIso } from '../../shared/clock.ts';
import type { AccountMail } from '../account-mail/index.ts';
import type { AccountRecords, AccountRow, AccountsLogins } from '../accounts/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { MemberRecord, TeamRepository } from './team.repository.ts';
import { INVITATIONS_PER_ACCOUNT } from './team-rate-limits.ts';

type Dependencies = {
  repository: TeamRepository;
  accounts: Pick<AccountRecords, 'findUserById' | 'findUserByEmail' | 'revokeAllTokens'>;
  logins: AccountsLogins;
  accountMail: Pick<AccountMail, 'send'>;
  events: Pick<EventAccess, 'ownedEventNames' | 'ownedEvent'>;
  appUrl: string;
  rateLimiter: RateLimiter;
};

const nameOf = (user: Pick<AccountRow, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();
export const teamNameOf = (owner: Pick<AccountRow, 'company_name' | 'first_name' | 'last_name'>) =>
  owner.company_name || nameOf(owner);

const invitationReply = (row: {
  id: number;
  email: string;
  role: TeamRole;
  event_ids: string;
  expires_at: string;
}): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  event_ids: JSON.parse(row.event_ids) as number[],
  expires_at: row.expires_at,
});

export type TeamService = ReturnType<typeof createTeamService>;

export function createTeamService({
  repository,
  accounts,
  logins,
  accountMail,
  events,
  appUrl,
  rateLimiter,
}: Dependencies) {
  async function memberReply(member: MemberRecord & { event_ids: number[] }): Promise<TeamMember> {
    const login = await accounts.findUserById(member.user_id);
    return {
      id: member.id,
      role: member.role,
      event_ids: member.role === 'client' ? member.event_ids : [],
      first_name: login?.first_name ?? '',
      last_name: login?.last_name ?? '',
      email: login?.email ?? '',
      joined_at: member.created_at,
    };
  }

  /** A client's events, each one of the owner's; other roles see every event and keep none. */
  async function checkedEvents(ownerId: number, role: TeamRole, eventIds: readonly number[]): Promise<number[]> {
    if (role !== 'client') return [];
    const wanted = [...new Set(eventIds)];
    if (wanted.length === 0) throw AppError.validation('event_ids', TEAM_MESSAGES.eventsRequired);
    const own = new Set((await events.ownedEventNames(ownerId)).map((event) => event.id));
    if (wanted.some((id) => !own.has(id))) throw AppError.validation('event_ids', TEAM_MESSAGES.eventNotYours);
    return wanted;
  }

  /** The invitation a link's token names, while it can still be used. */
  async function usableInvitation(token: string) {
    const invitation = await repository.invitationByTokenHash(hashSecret(token));
    if (!invitation || invitation.accepted_at !== null)
      throw new AppError('not_found', TEAM_MESSAGES.invitationInvalid);
    if (invitation.expires_at <= nowIso()) throw new AppError('gone', TEAM_MESSAGES.invitationExpired);
    return invitation;
  }

  /** A login may join when it is in no team and owns no events of its own. */
  async function checkCanJoin(userId: number): Promise<void> {
    if (await repository.membershipOfLogin(userId)) throw new AppError('conflict', TEAM_MESSAGES.memberElsewhere);
    const ownsEvents = (await events.ownedEventNames(userId)).length > 0;
    const hasTeam = (await repository.membersOf(userId)).length > 0;
    if (ownsEvents || hasTeam) throw new AppError('conflict', TEAM_MESSAGES.ownerCannotJoin);
  }

  return {
    async list(ownerId: number): Promise<TeamReply> {
      const members = await Promise.all((await repository.membersOf(ownerId)).map(memberReply));
      const invitations = (await repository.openInvitationsOf(ownerId)).map(invitationReply);
      return { members, invitations };
    },

    async invite(
      caller: SignedInAccount,
      body: { email: string; role: TeamRole; event_ids: number[] },
    ): Promise<Invitation> {
      const owner = caller.user;
      if (body.email === owner.email.toLowerCase()) throw AppError.validation('email', TEAM_MESSAGES.ownAddress);
      const { members, invitations } = await this.list(owner.id);
      if (members.some((member) => member.email.toLowerCase() === body.email)) {
        throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
      }
      const replaced = invitations.filter((invitation) => invitation.email === body.email).length;
      if (members.length + invitations.length - replaced >= TEAM_MAX) {
        throw new AppError('conflict', TEAM_MESSAGES.tooMany);
      }
      const eventIds = await checkedEvents(owner.id, body.role, body.event_ids);
      await rateLimiter.consume(INVITATIONS_PER_ACCOUNT, String(owner.id));
      const token = createSecret();
      await repository.deleteOpenInvitationsTo(owner.id, body.email);
      const row = await repository.insertInvitation({
        owner_id: owner.id,
        email: body.email,
        role: body.role,
        event_ids: JSON.stringify(eventIds),
        token_hash: hashSecret(token),
        expires_at: isoAfter(INVITATION_DAYS * DAY_MS),
        created_at: nowIso(),
      });
      const inviter = caller.member ? `${caller.member.firstName} ${caller.member.lastName}`.trim() : nameOf(owner);
      await accountMail.send(owner.id, {
        to: body.email,
        subject: `${inviter} invited you to ${teamNameOf(owner)} on Boothdeck`,
        ...renderActionMail({
          greeting: 'Hello,',
          paragraphs: [
            `${inviter} invited you to join ${teamNameOf(owner)} on Boothdeck as ${ROLE_LABELS[body.role]}.`,
            'Open the link to set your password, or to sign in with the Boothdeck login you already have.',
          ],
          actionText: 'Join the team',
          actionUrl: `${appUrl}/join/${token}`,
          footer: `This link expires in ${INVITATION_DAYS} days and works once. If you did not expect it, you can ignore this email.`,
        }),
      });
      return invitationReply(row);
    },

    async revokeInvitation(ownerId: number, id: number): Promise<void> {
      if (!(await repository.deleteInvitation(ownerId, id))) throw new AppError('not_found', MESSAGES.notFound);
    },

    async update(ownerId: number, id: number, body: { role: TeamRole; event_ids: number[] }): Promise<TeamMember> {
      const eventIds = await checkedEvents(ownerId, body.role, body.event_ids);
      const member = await repository.updateMember(ownerId, id, body.role, eventIds);
      if (!member) throw new AppError('not_found', MESSAGES.notFound);
      return memberReply({ ...member, event_ids: eventIds });
    },

    /** Removes the member and ends every session of their login: the next call it makes is refused. */
    async remove(ownerId: number, id: number): Promise<void> {
      const userId = await repository.deleteMember(ownerId, id);
      if (userId === undefined) throw new AppError('not_found', MESSAGES.notFound);
      await accounts.revokeAllTokens(userId);
    },

    async details(token: string): Promise<InvitationDetails> {
      const invitation = await usableInvitation(token);
      const owner = await accounts.findUserById(invitation.owner_id);
      if (!owner) throw new AppError('not_found', TEAM_MESSAGES.invitationInvalid);
      return {
        email: invitation.email,
        role: invitation.role,
        team_name: teamNameOf(owner),
        has_login: (await accounts.findUserByEmail(invitation.email)) !== undefined,
        expires_at: invitation.expires_at,
      };
    },

    /** Joins with the address's login (its password) or a new one (names and a new password). */
    async accept(
      body: { token: string; password: string; first_name?: string | undefined; last_name?: string | undefined },
      address: string,
    ): Promise<LoginReply> {
      const invitation = await usableInvitation(body.token);
      const existing = await accounts.findUserByEmail(invitation.email);
      let reply: LoginReply;
      if (existing) {
        await checkCanJoin(existing.id);
        reply = await logins.login(invitation.email, body.password, false, address);
      } else {
        const password = newLoginPasswordSchema.safeParse(body.password);
        if (!password.success) throw AppError.validation('password', password.error.issues[0]?.message ?? '');
        if (!body.first_name) throw AppError.validation('first_name', MESSAGES.required);
        if (!body.last_name) throw AppError.validation('last_name', MESSAGES.required);
        const made = await logins.createInvitedLogin(
          { email: invitation.email, first_name: body.first_name, last_name: body.last_name },
          password.data,
        );
        if (!made) throw new AppError('conflict', TEAM_MESSAGES.memberElsewhere);
        reply = made;
      }
      if (!(await repository.acceptInvitation(invitation.id, reply.user.id))) {
        throw new AppError('conflict', TEAM_MESSAGES.memberElsewhere);
      }
      return reply;
    },

    /** The events given to a client, as their list shows them. */
    async clientEvents(caller: SignedInAccount) {
      const given = await Promise.all(
        (caller.member?.eventIds ?? []).map((id) => events.ownedEvent(caller.user.id, id)),
      );
      return given.flatMap((event) =>
        event ? [{ id: event.id, event_name: event.event_name, time_zone: event.time_zone }] : [],
      );
    },
  };
}
