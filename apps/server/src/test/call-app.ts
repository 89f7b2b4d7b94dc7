/**
 * Calls an /api/v1 endpoint of a test app through its contract definition, the way the web's
 * client does: the path, parameters, query, headers and body are typed by the definition, and the
 * reply is read with `replyOf` (typed as the definition's reply) or `errorOf` (typed as the failure
 * reply of the status it expects). A renamed path or reply field fails the type check of the tests.
 */

import type { CallInput, Endpoint } from '@boothdeck/client';
import type {
  EndpointDefinition,
  EndpointReply,
  ErrorReply,
  RateLimitedReply,
  ValidationErrorReply,
} from '@boothdeck/contract';
import { API_PREFIX, endpointPath } from '@boothdeck/contract/endpoint-address';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

declare const definitionOf: unique symbol;

/** An inject reply that knows its call: read its JSON through `replyOf` or `errorOf`. */
export type AppReply<Definition extends EndpointDefinition> = Omit<LightMyRequestResponse, 'json'> & {
  readonly [definitionOf]?: Definition;
};

/** What a call sends besides its contract input: who calls, from where, with which other headers. */
export type CallContext = {
  /** The caller's bearer token (an organiser's session or a booth's). */
  token?: string;
  remoteAddress?: string;
  /** Headers the contract does not type (a proxy's forwarded address, a cookie, a content type). */
  extraHeaders?: Record<string, string>;
};

export type AppCallArguments<Definition extends EndpointDefinition> =
  Record<never, never> extends CallInput<Definition>
    ? [input?: CallInput<Definition> & CallContext]
    : [input: CallInput<Definition> & CallContext];

/** A call's input as the test wrote it, past the contract's types: for tests of what it refuses. */
export type UncheckedInput = Partial<Record<'params' | 'query' | 'headers', Record<string, unknown>>> & {
  body?: unknown;
} & CallContext;

/** The parts of a query or header set that have a value: an optional one left out is not sent. */
function presentEntries(values: Record<string, unknown> = {}): [string, string][] {
  return Object.entries(values).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : [[name, String(value)] as [string, string]],
  );
}

/** A FormData as a browser sends it: its bytes and the content type that names its boundary. */
async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://boothdeck.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function inject(
  app: FastifyInstance,
  endpoint: Endpoint<EndpointDefinition>,
  { params, query, headers, body, token, remoteAddress, extraHeaders }: UncheckedInput,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method: endpoint.method,
    url: `${API_PREFIX}/${endpointPath(endpoint, params)}`,
    query: Object.fromEntries(presentEntries(query)),
    headers: {
      ...Object.fromEntries(presentEntries(headers)),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...extraHeaders,
    },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  };
  if (body instanceof FormData) {
    const { payload, contentType } = await encodeForm(body);
    options.payload = payload;
    options.headers = { ...options.headers, 'content-type': contentType };
  } else if (body !== undefined) {
    options.payload = body as InjectOptions['payload'];
  }
  return app.inject(options);
}

/** Makes one call with the input the contract types. */
export const callApp = <Definition extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: Endpoint<Definition>,
  ...[input]: AppCallArguments<Definition>
): Promise<AppReply<Definition>> => inject(app, endpoint, (input ?? {}) as UncheckedInput);

/**
 * Makes one call with an input the contract's types refuse (a wrong field, a missing part, a
 * string body sent as it is): the path is still the definition's, and the reply is read as typed.
 */
export const callAppUnchecked = <Definition extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: Endpoint<Definition>,
  input: UncheckedInput = {},
): Promise<AppReply<Definition>> => inject(app, endpoint, input);

const isSuccess = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/** The reply of a call that succeeded; a failure throws with its status and body. */
export function replyOf<Definition extends EndpointDefinition>(reply: AppReply<Definition>): EndpointReply<Definition> {
  if (!isSuccess(reply.statusCode)) throw new Error(`expected a 2xx reply, got ${reply.statusCode}: ${reply.body}`);
  return JSON.parse(reply.body) as EndpointReply<Definition>;
}

/**
 * The reply of a call a test sent with `fetch` to a running server process (its address built by
 * `apiAddress`), typed by the call's definition; a failure throws with its status and body.
 */
export async function fetchedReplyOf<Definition extends EndpointDefinition>(
  _endpoint: Endpoint<Definition>,
  response: Response,
): Promise<EndpointReply<Definition>> {
  const body = await response.text();
  if (!response.ok) throw new Error(`expected a 2xx reply, got ${response.status}: ${body}`);
  return JSON.parse(body) as EndpointReply<Definition>;
}

/** The failure reply of a call a test sent with `fetch` to a running process, as `errorOf` reads an injected one. */
export async function fetchedErrorOf<Definition extends EndpointDefinition, Status extends number>(
  _endpoint: Endpoint<Definition>,
  response: Response,
  status: Status,
): Promise<FailureReply<Definition, Status>> {
  const body = await response.text();
  if (response.status !== status) throw new Error(`expected a ${status} reply, got ${response.status}: ${body}`);
  return JSON.parse(body) as FailureReply<Definition, Status>;
}

type FailureSchemas<Definition> = Definition extends { failures: infer Failures } ? Failures : Record<never, never>;

/** The reply a call gives with a failure status: its own failure schema, or the one every call shares. */
export type FailureReply<Definition extends EndpointDefinition, Status extends number> = Status extends 422
  ? ValidationErrorReply
  : Status extends 429
    ? RateLimitedReply
    : Status extends keyof FailureSchemas<Definition>
      ? FailureSchemas<Definition>[Status] extends z.ZodType
        ? z.output<FailureSchemas<Definition>[Status]>
        : ErrorReply
      : Status extends 403
        ? ErrorReply & { errors?: Record<string, string[]> }
        : ErrorReply;

/** The failure reply of a call that gave `status`; any other status throws with its body. */
export function errorOf<Definition extends EndpointDefinition, Status extends number>(
  reply: AppReply<Definition>,
  status: Status,
): FailureReply<Definition, Status> {
  if (reply.statusCode !== status)
    throw new Error(`expected a ${status} reply, got ${reply.statusCode}: ${reply.body}`);
  return JSON.parse(reply.body) as FailureReply<Definition, Status>;
}
