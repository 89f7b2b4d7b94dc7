/**
 * The role check of organiser calls. Every organiser definition names the roles that may make it
 * (`roles`); a signed-in member whose role it does not name gets 403 before the handler runs, and
 * a client gets 404 for an event not given to them (as for an event of another account). After a
 * write that names its event (`eventIn`), the registry records who made it on that event.
 */
import { type EndpointDefinition, eventIdIn, type Role, TEAM_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { SignedInAccount } from '../platform/auth/authenticate.ts';
import { AppError } from '../shared/app-error.ts';

/** Records one write at an event (the team module's `recordActivity`). */
export type RecordActivity = (caller: SignedInAccount, eventId: number, action: string) => Promise<void>;

export const roleOf = (caller: SignedInAccount): Role => caller.member?.role ?? 'owner';

/** Refuses at start a definition that lets a client in without saying where its event is. */
export function roleDeclarationProblem(definition: EndpointDefinition): string | undefined {
  if (definition.caller !== 'organiser') return undefined;
  if (definition.roles.length === 0) return `${definition.path} names no role`;
  if (definition.roles.includes('client') && definition.eventIn === undefined) {
    return `${definition.path} lets a client in but names no eventIn`;
  }
  return undefined;
}

/**
 * Throws 403 for a role the call does not name, 404 for a client's event not given to them. Runs
 * before the request is parsed, so the event id is read as sent (`eventIdIn` takes text or number).
 */
export function checkRole(definition: EndpointDefinition, caller: SignedInAccount, request: FastifyRequest): void {
  if (definition.caller !== 'organiser') return;
  const role = roleOf(caller);
  if (!definition.roles.includes(role)) throw new AppError('forbidden', TEAM_MESSAGES.forbidden);
  if (role !== 'client' || definition.eventIn === 'account') return;
  const eventId = eventIdIn(definition.eventIn, request);
  if (eventId === undefined || !caller.member?.eventIds.includes(eventId)) {
    throw new AppError('not_found', MESSAGES.notFound);
  }
}

/** The event a successful organiser write names, for its activity line; undefined for reads. */
export function activityEventOf(definition: EndpointDefinition, request: FastifyRequest): number | undefined {
  if (definition.caller !== 'organiser' || definition.method === 'GET') return undefined;
  return eventIdIn(definition.eventIn, request);
}
