/**
 * The role check of organiser calls and the activity their writes leave. Every organiser
 * definition names the roles that may make it (`roles`); a signed-in member whose role it does
 * not name gets 403 before the handler runs, and a client gets 404 for an event not given to them
 * (as for an event of another account). After a write that names its event (`eventIn`), the
 * registry records who made it on that event, in the words of the write's activity text.
 */
import {
  type EndpointDefinition,
  type EndpointParsed,
  type EventLocator,
  idNamedBy,
  type Role,
  TEAM_MESSAGES,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { SignedInAccount } from '../platform/auth/authenticate.ts';
import { AppError } from '../shared/app-error.ts';

/** Records one write at an event (the team module's `recordActivity`): who, where and what, for people. */
export type RecordActivity = (caller: SignedInAccount, eventId: number, action: string) => Promise<void>;

/** The event a capture was taken at (the media module's `eventOfCapture`); undefined for no such capture. */
export type EventOfCapture = (mediaId: number) => Promise<number | undefined>;

/** What a write did, for people ("approved 3 captures"): fixed, or said from its parsed request. */
export type ActivityText<Definition extends EndpointDefinition = EndpointDefinition> =
  | string
  | ((request: EndpointParsed<Definition>) => string);

/** One activity text per event-naming write, keyed by its definition. */
export type ActivityTexts = ReadonlyMap<EndpointDefinition, ActivityText>;

/** The request parts a locator reads: as sent before parsing, as parsed after. */
type RequestParts = { params?: unknown; query?: unknown; body?: unknown };

export const roleOf = (caller: SignedInAccount): Role => caller.member?.role ?? 'owner';

/** An organiser write that names its event: it leaves an activity line, so it needs an activity text. */
export const isEventWrite = (definition: EndpointDefinition): boolean =>
  definition.caller === 'organiser' && definition.method !== 'GET' && typeof definition.eventIn === 'object';

/**
 * Refuses at start a definition that lets a client in without saying where its event is, and an
 * event-naming write without an activity text (when the registry records activity).
 */
export function roleDeclarationProblem(
  definition: EndpointDefinition,
  activityTexts: ActivityTexts | undefined,
): string | undefined {
  if (definition.caller !== 'organiser') return undefined;
  if (definition.roles.length === 0) return `${definition.path} names no role`;
  if (definition.roles.includes('client') && definition.eventIn === undefined) {
    return `${definition.path} lets a client in but names no eventIn`;
  }
  if (activityTexts && isEventWrite(definition) && !activityTexts.has(definition)) {
    return `${definition.method} ${definition.path} names its event but has no activity text`;
  }
  return undefined;
}

/** The event a request names: directly, or as the event of the capture it names (`through: 'media'`). */
export async function eventNamedBy(
  locator: EventLocator | undefined,
  request: RequestParts,
  eventOfCapture: EventOfCapture,
): Promise<number | undefined> {
  const id = idNamedBy(locator, request);
  if (id === undefined || typeof locator !== 'object' || locator.through !== 'media') return id;
  return eventOfCapture(id);
}

/**
 * Throws 403 for a role the call does not name, 404 for a client's event not given to them. Runs
 * before the request is parsed, so the id is read as sent (`idNamedBy` takes text or number).
 */
export async function checkRole(
  definition: EndpointDefinition,
  caller: SignedInAccount,
  request: RequestParts,
  eventOfCapture: EventOfCapture,
): Promise<void> {
  if (definition.caller !== 'organiser') return;
  const role = roleOf(caller);
  if (!definition.roles.includes(role)) throw new AppError('forbidden', TEAM_MESSAGES.forbidden);
  if (role !== 'client' || definition.eventIn === 'account') return;
  const eventId = await eventNamedBy(definition.eventIn, request, eventOfCapture);
  if (eventId === undefined || !caller.member?.eventIds.includes(eventId)) {
    throw new AppError('not_found', MESSAGES.notFound);
  }
}

/** The activity line a successful write leaves: its event and its text; undefined for reads. */
export async function activityOf(
  definition: EndpointDefinition,
  request: RequestParts,
  texts: ActivityTexts,
  eventOfCapture: EventOfCapture,
): Promise<{ eventId: number; action: string } | undefined> {
  const text = texts.get(definition);
  if (!isEventWrite(definition) || text === undefined) return undefined;
  const eventId = await eventNamedBy(definition.eventIn, request, eventOfCapture);
  if (eventId === undefined) return undefined;
  const action = typeof text === 'string' ? text : text(request as EndpointParsed<EndpointDefinition>);
  return { eventId, action };
}
