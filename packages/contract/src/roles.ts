/**
 * Who in an account may make an organiser call. An account has one owner and the team members
 * the owner invites, each with one role; every organiser call's definition names the roles that
 * may make it (`roles`), and the server refuses the others with 403 before the call runs.
 */

/** The roles a member can be invited with. */
export const TEAM_ROLES = ['admin', 'operator', 'client'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The owner (the account itself) or a member's role. */
export type Role = 'owner' | TeamRole;

/** The roles, as the product names them. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  operator: 'Operator',
  client: 'Client',
};

/** What each role may do, as the members page explains it. */
export const ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  admin: 'Everything but billing, the package, SMS billing, deleting the account and managing the owner.',
  operator:
    "Sees the account's events, runs booths, moderates captures and the galleries. No leads export, no messages to leads, no billing, no webhooks.",
  client: 'Read-only on the events you give them: analytics, gallery and the report.',
};

/**
 * The role sets calls declare. `managers` change the account's events and settings; `staff` run
 * them (booths, moderation, galleries); `viewers` adds clients, on the events given to them.
 */
export const ROLES = {
  /** The owner alone: billing, the package, SMS billing, the owner's profile. */
  owner: ['owner'],
  /** The owner and admins: event set-up, leads, webhooks, the team. */
  managers: ['owner', 'admin'],
  /** The owner, admins and operators: events' running, moderation, galleries, deliveries. */
  staff: ['owner', 'admin', 'operator'],
  /** Every role; a client only on the events given to them (the definition names where the event is). */
  viewers: ['owner', 'admin', 'operator', 'client'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * Where a call names the event it acts on: a path parameter, a query field or a body field. A
 * client may call it only for the events given to them; every write records its event's activity.
 * `through: 'media'` says the field holds a capture's id and the event is the capture's (the
 * gallery's slider and an item's details). `account` marks a call that acts on no event (the
 * signed-in member's own session, the team).
 */
export type EventLocator =
  | { readonly in: 'params' | 'query' | 'body'; readonly name: string; readonly through?: 'media' }
  | 'account';

/** The id a locator's field holds in a request: an event's, or a capture's for `through: 'media'`. */
export function idNamedBy(
  locator: EventLocator | undefined,
  request: { params?: unknown; query?: unknown; body?: unknown },
): number | undefined {
  if (locator === undefined || locator === 'account') return undefined;
  const part = request[locator.in] as Record<string, unknown> | undefined;
  const value = Number(part?.[locator.name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The event id a locator finds in a request when the request names it directly. */
export function eventIdIn(
  locator: EventLocator | undefined,
  request: { params?: unknown; query?: unknown; body?: unknown },
): number | undefined {
  if (typeof locator === 'object' && locator.through === 'media') return undefined;
  return idNamedBy(locator, request);
}
