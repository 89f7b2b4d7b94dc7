/** All SQL for the team: members, their events, invitations and the events' activity. */
import type { Role, TeamRole } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../shared/clock.ts';
import type { TeamInvitationsTable } from './team.tables.ts';

export type TeamRepository = ReturnType<typeof createTeamRepository>;

export type MemberRecord = { id: number; owner_id: number; user_id: number; role: TeamRole; created_at: string };

export function createTeamRepository(db: Kysely<Database>) {
  const eventsOf = async (memberIds: number[]): Promise<Map<number, number[]>> => {
    const byMember = new Map<number, number[]>(memberIds.map((id) => [id, []]));
    if (memberIds.length === 0) return byMember;
    const rows = await db
      .selectFrom('team_member_events')
      .select(['member_id', 'event_id'])
      .where('member_id', 'in', memberIds)
      .orderBy('event_id')
      .execute();
    for (const row of rows) byMember.get(row.member_id)?.push(row.event_id);
    return byMember;
  };

  return {
    /** The team a login is in, with the events given to it; runs on every signed-in call. */
    async membershipOfLogin(userId: number): Promise<(MemberRecord & { event_ids: number[] }) | undefined> {
      const member = await db.selectFrom('team_members').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!member) return undefined;
      const events = await eventsOf([member.id]);
      return { ...member, event_ids: events.get(member.id) ?? [] };
    },

    async membersOf(ownerId: number): Promise<(MemberRecord & { event_ids: number[] })[]> {
      const members = await db
        .selectFrom('team_members')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('id')
        .execute();
      const events = await eventsOf(members.map((member) => member.id));
      return members.map((member) => ({ ...member, event_ids: events.get(member.id) ?? [] }));
    },

    openInvitationsOf(ownerId: number) {
      return db
        .selectFrom('team_invitations')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('id')
        .execute();
    },

    async insertInvitation(invitation: Omit<TeamInvitationsTable, 'id' | 'accepted_at'>) {
      return db.insertInto('team_invitations').values(invitation).returningAll().executeTakeFirstOrThrow();
    },

    /** Withdraws (deletes) the owner's open invitation; false when there is none. */
    async deleteInvitation(ownerId: number, id: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('team_invitations')
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** Other open invitations to the same address from the same owner are replaced by a new one. */
    async deleteOpenInvitationsTo(ownerId: number, email: string): Promise<void> {
      await db
        .deleteFrom('team_invitations')
        .where('owner_id', '=', ownerId)
        .where('email', '=', email)
        .where('accepted_at', 'is', null)
        .execute();
    },

    invitationByTokenHash(tokenHash: string) {
      return db.selectFrom('team_invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /**
     * Uses the invitation up and makes the login a member, in one transaction: a link accepted
     * twice at once makes one member. Undefined when it was used meanwhile or the login is in a team.
     */
    async acceptInvitation(invitationId: number, userId: number): Promise<MemberRecord | undefined> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('team_invitations')
          .set({ accepted_at: nowIso() })
          .where('id', '=', invitationId)
          .where('accepted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!claimed) return undefined;
        const taken = await trx
          .selectFrom('team_members')
          .select('id')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (taken) return undefined;
        const member = await trx
          .insertInto('team_members')
          .values({ owner_id: claimed.owner_id, user_id: userId, role: claimed.role, created_at: nowIso() })
          .returningAll()
          .executeTakeFirstOrThrow();
        const eventIds = JSON.parse(claimed.event_ids) as number[];
        if (claimed.role === 'client' && eventIds.length > 0) {
          await trx
            .insertInto('team_member_events')
            .values(eventIds.map((eventId) => ({ member_id: member.id, event_id: eventId })))
            .execute();
        }
        return member;
      });
    },

    /** Changes the owner's member's role and events; undefined when the owner has no such member. */
    async updateMember(
      ownerId: number,
      id: number,
      role: TeamRole,
      eventIds: readonly number[],
    ): Promise<MemberRecord | undefined> {
      return db.transaction().execute(async (trx) => {
        const member = await trx
          .updateTable('team_members')
          .set({ role })
          .where('owner_id', '=', ownerId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!member) return undefined;
        await trx.deleteFrom('team_member_events').where('member_id', '=', id).execute();
        if (role === 'client' && eventIds.length > 0) {
          await trx
            .insertInto('team_member_events')
            .values(eventIds.map((eventId) => ({ member_id: id, event_id: eventId })))
            .execute();
        }
        return member;
      });
    },

    /** Removes the owner's member; its login, or undefined when the owner has no such member. */
    async deleteMember(ownerId: number, id: number): Promise<number | undefined> {
      const removed = await db
        .deleteFrom('team_members')
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .returning('user_id')
        .executeTakeFirst();
      return removed?.user_id;
    },

    async insertActivity(row: {
      owner_id: number;
      event_id: number;
      actor_user_id: number;
      actor_name: string;
      actor_role: Role;
      action: string;
    }): Promise<void> {
      await db
        .insertInto('event_activity')
        .values({ ...row, created_at: nowIso() })
        .execute();
    },

    activityOf(eventId: number, limit: number) {
      return db
        .selectFrom('event_activity')
        .select(['id', 'actor_name', 'actor_role', 'action', 'created_at'])
        .where('event_id', '=', eventId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
