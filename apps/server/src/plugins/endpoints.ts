/**
 * Routes from the contract's endpoint definitions. A module pairs each definition with a
 * handler (`handle`); `registerEndpoints` puts the calls of each kind of caller in one scope
 * that checks that caller once, adds the plan gate where a definition names an option, and
 * takes the path, schemas, body limit and OpenAPI description from the definition alone.
 */
import {
  type Caller,
  type EndpointDefinition,
  type EndpointParsed,
  type EndpointReply,
  failureReplies,
  type OptionKey,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { SignedInAccount } from '../platform/auth/authenticate.ts';
import { AppError } from '../shared/app-error.ts';
import {
  type ActivityTexts,
  activityOf,
  checkRole,
  type EventOfCapture,
  type RecordActivity,
  roleDeclarationProblem,
} from './endpoint-roles.ts';
// The route config's `multipart` field is declared with the OpenAPI document that reads it.
import type {} from './openapi.ts';

/** Where every call of the contract is served: a call's path is relative to it. */
export const API_PREFIX = '/api/v1';

/** A booth signed in to one event; `userId` is the event's owner, whose plan gates its calls. */
/** A signed-in booth: its event and owner, its session, and the name and time it signed in with. */
export type BoothIdentity = {
  eventId: number;
  userId: number;
  sessionId: number;
  deviceName: string | null;
  signedInAt: string;
};

/** Who made a call, as its scope's check established it. */
export type CallerIdentities = {
  organiser: SignedInAccount;
  booth: BoothIdentity;
  anyone: undefined;
};
type KnownCaller = keyof CallerIdentities & Caller;
type Identity = CallerIdentities[KnownCaller];

/** The organiser whose plan a call is held to: the one signed in, or the owner of the booth's event. */
function planHolderOf(identity: Identity): number | undefined {
  if (identity === undefined) return undefined;
  return 'user' in identity ? identity.user.id : identity.userId;
}

export type EndpointRequest<Definition extends EndpointDefinition> = EndpointParsed<Definition> & {
  caller: Definition['caller'] extends KnownCaller ? CallerIdentities[Definition['caller']] : never;
  /** For what a definition cannot say: the client's address, a streamed reply. */
  request: FastifyRequest;
  reply: FastifyReply;
};

export type EndpointHandler<Definition extends EndpointDefinition> = (
  request: EndpointRequest<Definition>,
) => EndpointReply<Definition> | Promise<EndpointReply<Definition>>;

/** A request as the router hands it over, before a definition's types are known. */
type RoutedRequest = {
  params: unknown;
  query: unknown;
  body: unknown;
  headers: unknown;
  caller: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Registers what one route alone needs (a body parser) in a scope of its own. */
export type RouteSetup = (scope: FastifyInstance) => Promise<void>;

export type HandledEndpoint = {
  definition: EndpointDefinition;
  handler: (request: RoutedRequest) => unknown;
  setup?: RouteSetup;
};

/** Pairs a definition with the handler that answers it. */
export function handle<const Definition extends EndpointDefinition>(
  definition: Definition,
  handler: EndpointHandler<Definition>,
  options: { setup?: RouteSetup } = {},
): HandledEndpoint {
  // The route's schemas parse the request into exactly the types the handler is written for.
  return { definition, handler: handler as unknown as HandledEndpoint['handler'], ...options };
}

export type CallerChecks = {
  /** Checks the caller and sets what `identify` reads; absent for calls anyone may make. */
  [Kind in KnownCaller]: {
    check?: onRequestHookHandler;
    identify: (request: FastifyRequest) => CallerIdentities[Kind];
    security?: Record<string, string[]>[];
  };
};

export type EndpointDependencies = {
  callers: CallerChecks;
  /** 403 'Upgrade your package' unless the organiser's plan includes the option. */
  requireOption: (userId: number, option: OptionKey) => Promise<void>;
  /** 403 'Please choose a package.' unless the organiser has a current package. */
  requirePackage: (userId: number) => Promise<void>;
  /** The event of a capture, for calls that name their event through a capture (`through: 'media'`). */
  eventOfCapture: EventOfCapture;
  /** Records who made each organiser write that names its event, and what it did in `texts`' words. */
  activity?: { record: RecordActivity; texts: ActivityTexts };
};

/**
 * The parameters a definition's path names (`:id`) and those its `params` schema reads, when they
 * differ: a renamed placeholder the type check cannot see (the path is a string) is refused here,
 * at start, instead of answering 400 to every call.
 */
export function pathParameterMismatch(definition: { path: string; params?: unknown }): string | undefined {
  const named = [...definition.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]).sort();
  const shape = (definition.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const read = Object.keys(shape).sort();
  if (named.join() === read.join()) return undefined;
  return `${definition.path} names ${named.join(', ') || 'no parameter'} but its params read ${read.join(', ') || 'none'}`;
}

export async function registerEndpoints(
  app: FastifyInstance,
  endpoints: HandledEndpoint[],
  dependencies: EndpointDependencies,
): Promise<void> {
  for (const { definition } of endpoints) {
    const mismatch =
      pathParameterMismatch(definition) ?? roleDeclarationProblem(definition, dependencies.activity?.texts);
    if (mismatch) throw new Error(`Endpoint definition: ${mismatch}`);
  }
  for (const caller of Object.keys(dependencies.callers) as KnownCaller[]) {
    const ofCaller = endpoints.filter((endpoint) => endpoint.definition.caller === caller);
    if (ofCaller.length === 0) continue;
    const { check, identify, security } = dependencies.callers[caller];
    await app.register(async (scope) => {
      if (check) scope.addHook('onRequest', check);
      for (const endpoint of ofCaller) registerOne(scope, endpoint, identify, security, dependencies);
    });
  }
  const unknown = endpoints.find((endpoint) => !(endpoint.definition.caller in dependencies.callers));
  if (unknown) throw new Error(`no check for the caller of ${unknown.definition.path}`);
}

function registerOne(
  scope: FastifyInstance,
  endpoint: HandledEndpoint,
  identify: (request: FastifyRequest) => Identity,
  security: Record<string, string[]>[] | undefined,
  dependencies: EndpointDependencies,
): void {
  const { setup } = endpoint;
  if (!setup) {
    registerRoute(scope, endpoint, identify, security, dependencies);
    return;
  }
  scope.register(async (own) => {
    await setup(own);
    registerRoute(own, endpoint, identify, security, dependencies);
  });
}

function registerRoute(
  scope: FastifyInstance,
  { definition, handler }: HandledEndpoint,
  identify: (request: FastifyRequest) => Identity,
  security: Record<string, string[]>[] | undefined,
  dependencies: EndpointDependencies,
): void {
  const { planOption, needsPackage } = definition;
  scope.route({
    method: definition.method,
    url: definition.path,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    // The route reads a multipart body itself; the OpenAPI document describes it from here.
    ...(definition.multipart ? { config: { multipart: definition.multipart } } : {}),
    schema: {
      tags: [definition.tag],
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      ...(security ? { security } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.headers ? { headers: definition.headers } : {}),
      response: { 200: definition.reply, ...failureReplies(definition) },
    },
    // Before the request is parsed: a role the call does not name is refused whatever it sends.
    ...(definition.caller === 'organiser'
      ? {
          preValidation: async (request: FastifyRequest) =>
            checkRole(definition, identify(request) as SignedInAccount, request, dependencies.eventOfCapture),
        }
      : {}),
    ...(planOption || needsPackage
      ? {
          preHandler: async (request: FastifyRequest) => {
            const userId = planHolderOf(identify(request));
            // A gated call made by anyone has no plan to check: refused, never let through.
            if (userId === undefined) throw new AppError('unauthenticated', MESSAGES.unauthenticated);
            if (needsPackage) await dependencies.requirePackage(userId);
            if (planOption) await dependencies.requireOption(userId, planOption);
          },
        }
      : {}),
    handler: async (request, reply) => {
      const caller = identify(request);
      const answer = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        caller,
        request,
        reply,
      });
      const { activity, eventOfCapture } = dependencies;
      const line = activity ? await activityOf(definition, request, activity.texts, eventOfCapture) : undefined;
      if (activity && line) {
        // The write is done: a lost activity line is logged, never turned into a failed call.
        await activity.record(caller as SignedInAccount, line.eventId, line.action).catch((error) => {
          request.log.error({ err: error }, 'the activity of a write could not be recorded');
        });
      }
      return answer;
    },
  });
}
