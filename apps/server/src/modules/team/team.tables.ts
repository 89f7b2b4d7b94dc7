/**
 * The team: members, the events a client sees, invitations and the activity of each event.
 * Table types, with the conventions of db/schema.ts.
 */
import type { Role, TeamRole } from '@boothdeck/contract';
import type { Generated } from '../../db/column-types.ts';

/** A login acting for an account (`owner_id`) with a role; a login is in one team at most. */
export type TeamMembersTable = {
  id: Generated<number>;
  owner_id: number;
  user_id: number;
  role: TeamRole;
  created_at: string;
};

/** An event a client member may see. */
export type TeamMemberEventsTable = { member_id: number; event_id: number };

/** An invitation sent by e-mail; its link carries a token whose hash alone is kept. */
export type TeamInvitationsTable = {
  id: Generated<number>;
  owner_id: number;
  email: string;
  role: TeamRole;
  /** JSON array of the event ids the member will see as a client. */
  event_ids: string;
  token_hash: string;
  expires_at: string;
  accepted_at: string | null;
  created_at: string;
};

/** One write at an event: who made it (name and role then) and what it did. */
export type EventActivityTable = {
  id: Generated<number>;
  owner_id: number;
  event_id: number;
  actor_user_id: number | null;
  actor_name: string;
  actor_role: Role;
  action: string;
  created_at: string;
};

export type TeamTables = {
  team_members: TeamMembersTable;
  team_member_events: TeamMemberEventsTable;
  team_invitations: TeamInvitationsTable;
  event_activity: EventActivityTable;
};
