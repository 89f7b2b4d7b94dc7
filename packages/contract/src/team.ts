/**
 * The team: the people the owner invites to the account, each with a role (`roles.ts`), the
 * invitations by e-mail that bring them in, and the activity each write leaves on its event.
 * A member acts on the owner's data; the owner is never a member and no member manages them.
 */
import { z } from 'zod';
import { emailField, loginReplySchema, passwordSchema } from './accounts.ts';
import { idSchema, messageReplySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ROLES, TEAM_ROLES } from './roles.ts';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** Members and open invitations one account may have together. */
export const TEAM_MAX = 50;
/** Activity lines an event's page shows, newest first. */
export const ACTIVITY_PAGE_SIZE = 50;

export const TEAM_MESSAGES = {
  invited: 'Invitation sent.',
  invitationRevoked: 'Invitation withdrawn.',
  roleChanged: 'Role changed.',
  removed: 'Member removed. They have been signed out everywhere.',
  alreadyMember: 'This person is already in the team.',
  ownAddress: 'That is your own address.',
  tooMany: `A team can have at most ${TEAM_MAX} members and invitations.`,
  invitationInvalid: 'This invitation link is not valid. Ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  memberElsewhere: 'This login already belongs to another team.',
  ownerCannotJoin: 'This login owns a Boothdeck account with events of its own; it cannot join a team.',
  eventsRequired: 'Choose at least one event for a client.',
  eventNotYours: 'Choose events of this account.',
  forbidden: 'Your role does not allow this.',
} as const;

export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'Choose a role.' });

/** The events a client may see; ignored for other roles. */
const eventIdsField = z.array(idSchema).max(500).optional().default([]);

const personSchema = z.object({ first_name: z.string(), last_name: z.string(), email: z.string() });

export const teamMemberSchema = personSchema.extend({
  id: z.number(),
  role: z.enum(TEAM_ROLES),
  /** The events a client sees (empty for other roles). */
  event_ids: z.array(z.number()),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  event_ids: z.array(z.number()),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamReplySchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
});
export type TeamReply = z.infer<typeof teamReplySchema>;

export const inviteBodySchema = z.object({ email: emailField, role: teamRoleSchema, event_ids: eventIdsField });
export const memberUpdateBodySchema = z.object({ role: teamRoleSchema, event_ids: eventIdsField });

/** What the invitation page shows before the invitee answers. */
export const invitationDetailsReplySchema = z.object({
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** The company (or the owner's name) whose team it is. */
  team_name: z.string(),
  /** Whether the address already has a Boothdeck login: then the invitee signs in with it. */
  has_login: z.boolean(),
  expires_at: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsReplySchema>;

const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: TEAM_MESSAGES.invitationInvalid });

/** New login: names and a password; an existing login: its password alone. */
export const acceptInvitationBodySchema = z.object({
  token: invitationToken,
  password: z.string({ error: 'This field is required' }).min(1, { error: 'This field is required' }).max(255),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
});
/** A new login's password follows sign-up's rules; an existing login's is checked as at sign-in. */
export const newLoginPasswordSchema = passwordSchema;

/** An event given to a client: its name and the clock its analytics are drawn on. */
export const memberEventSchema = z.object({ id: z.number(), event_name: z.string(), time_zone: z.string() });
export const memberEventsReplySchema = z.object({ events: z.array(memberEventSchema) });
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const activitySchema = z.object({
  id: z.number(),
  /** Who did it: the owner or a member, by name, with their role then. */
  actor_name: z.string(),
  actor_role: z.enum(['owner', ...TEAM_ROLES]),
  /** What they did, for people: "approved 3 captures", "edited the Frames step". */
  action: z.string(),
  created_at: z.string(),
});
export const activityReplySchema = z.object({ activity: z.array(activitySchema) });
export type Activity = z.infer<typeof activitySchema>;

const teamCall = { caller: 'organiser', tag: 'team', roles: ROLES.managers, eventIn: 'account' } as const;
const memberParams = z.object({ id: idSchema });

export const teamEndpoints = {
  list: defineEndpoint({
    ...teamCall,
    method: 'GET',
    path: '/team',
    summary: 'The members of the account and the open invitations',
    reply: teamReplySchema,
  }),
  invite: defineEndpoint({
    ...teamCall,
    method: 'POST',
    path: '/team/invitations',
    summary: 'Invites someone by e-mail with a role',
    body: inviteBodySchema,
    reply: z.object({ message: z.string(), invitation: invitationSchema }),
    failures: { 409: messageReplySchema, 429: messageReplySchema },
  }),
  revokeInvitation: defineEndpoint({
    ...teamCall,
    method: 'DELETE',
    path: '/team/invitations/:id',
    summary: 'Withdraws an invitation',
    params: memberParams,
    reply: messageReplySchema,
  }),
  update: defineEndpoint({
    ...teamCall,
    method: 'PUT',
    path: '/team/members/:id',
    summary: "Changes a member's role (and a client's events)",
    params: memberParams,
    body: memberUpdateBodySchema,
    reply: z.object({ message: z.string(), member: teamMemberSchema }),
  }),
  remove: defineEndpoint({
    ...teamCall,
    method: 'DELETE',
    path: '/team/members/:id',
    summary: 'Removes a member and signs them out everywhere',
    params: memberParams,
    reply: messageReplySchema,
  }),
  myEvents: defineEndpoint({
    caller: 'organiser',
    tag: 'team',
    roles: ['client'],
    eventIn: 'account',
    method: 'GET',
    path: '/team/my-events',
    summary: 'The events given to the signed-in client',
    reply: memberEventsReplySchema,
  }),
  invitation: defineEndpoint({
    caller: 'anyone',
    tag: 'team',
    method: 'GET',
    path: '/team/invitation/:token',
    summary: 'What an invitation link invites to',
    params: z.object({ token: invitationToken }),
    reply: invitationDetailsReplySchema,
    failures: { 404: messageReplySchema, 410: messageReplySchema },
  }),
  accept: defineEndpoint({
    caller: 'anyone',
    tag: 'team',
    method: 'POST',
    path: '/team/invitation/accept',
    summary: 'Joins the team: sets a password for a new login, or signs in with an existing one',
    body: acceptInvitationBodySchema,
    reply: loginReplySchema,
    failures: { 404: messageReplySchema, 409: messageReplySchema, 410: messageReplySchema, 429: messageReplySchema },
  }),
  activity: defineEndpoint({
    caller: 'organiser',
    tag: 'team',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    method: 'GET',
    path: '/event-activity/:id',
    summary: 'Who did what at an event, newest first',
    params: z.object({ id: idSchema }),
    reply: activityReplySchema,
  }),
};
