/**
 * One definition per /api/v1 call: method, path, who may call it, what it takes and what it
 * answers. The server registers its routes from these definitions and the web calls them
 * through one typed function, so a path, a reply type or a gate is written in one place.
 */
import { z } from 'zod';
import { errorReplySchema, rateLimitedReplySchema, validationErrorReplySchema } from './common.ts';
import type { OptionKey } from './event-constants.ts';
import type { EventLocator, Role } from './roles.ts';

/** Who may make a call: a signed-in organiser, a booth signed in to one event, or anyone. */
export type Caller = 'organiser' | 'booth' | 'anyone';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** 403 'Upgrade your package' names the option or feature the plan lacks. */
export const refusalReplySchema = errorReplySchema.extend({
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * Who may make the call. An organiser call names the roles that may make it, so a new call cannot
 * forget them (the type check refuses one without); a booth's or anyone's call has no roles.
 */
export type CallerAccess =
  | {
      caller: 'organiser';
      /** The roles the server lets through; any other gets 403 (see `ROLES`). */
      roles: readonly Role[];
      /**
       * Where the call names its event: a client may call it only for the events given to them,
       * and a write records the event's activity. Required when `roles` has `client`.
       */
      eventIn?: EventLocator;
    }
  | { caller: 'booth'; roles?: never; eventIn?: never }
  | {
      caller: 'anyone';
      /**
       * For a download opened either by its signed link or by an organiser's bearer token: the
       * roles the token may belong to. Calls anyone may make otherwise name none.
       */
      roles?: readonly Role[];
      eventIn?: never;
    };

export type EndpointDefinition = CallerAccess & {
  method: HttpMethod;
  /** Below /api/v1, with `:name` for each path parameter (`/show-event/:id`). */
  path: string;
  /** The OpenAPI group and one line saying what the call does. */
  tag: string;
  summary: string;
  /** Longer OpenAPI text, for what the schemas cannot say (a multipart body's fields). */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data body instead of JSON: its text fields' schema and its file parts. */
  multipart?: MultipartDefinition;
  headers?: z.ZodType;
  reply: z.ZodType;
  /** Failure replies beyond the ones every call of this caller can give (see `failureReplies`). */
  failures?: Partial<Record<400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 428 | 429 | 502 | 503, z.ZodType>>;
  /** The option the member's plan must include; the server refuses the call with 403 otherwise. */
  planOption?: OptionKey;
  /**
   * The caller's account must have a current package (one that has not ended): the rule by which
   * the web sends a member without one to the package choice. 403 'Please choose a package.'
   * otherwise. Reading what an account already has never needs one.
   */
  needsPackage?: true;
  /** Largest body accepted, in bytes, when it is larger than the server's default. */
  bodyLimit?: number;
};

/** The parts of a multipart body: the text fields (one schema) and each file part, required or not. */
export type MultipartDefinition = {
  fields: z.ZodObject;
  files: Readonly<Record<string, 'required' | 'optional'>>;
};

/** The body limit of a call carrying one image as a data URL: base64 is a third longer than the file. */
export const bodyLimitForImage = (imageBytes: number): number => Math.ceil((imageBytes * 4) / 3) + 256 * 1024;

/** Keeps the literal types of a definition (path, method, schemas) for both sides. */
export const defineEndpoint = <const Definition extends EndpointDefinition>(definition: Definition): Definition =>
  definition;

type SchemaOf<Definition, Key extends keyof EndpointDefinition> =
  Definition extends Record<Key, infer Schema> ? (Schema extends z.ZodType ? Schema : never) : never;

type InputPart = 'params' | 'query' | 'body' | 'headers';

/** Whether a call may leave a part out: a query or headers whose every field is optional. */
type MayLeaveOut<Definition, Key extends InputPart> = Key extends 'query' | 'headers'
  ? Record<never, never> extends z.input<SchemaOf<Definition, Key>>
    ? true
    : false
  : false;

/** The parts a call has a schema for, those it may leave out or those it must send. */
type PartsOf<Definition extends EndpointDefinition, Optional extends boolean> = {
  [Key in InputPart]: Definition[Key] extends z.ZodType
    ? MayLeaveOut<Definition, Key> extends Optional
      ? Key
      : never
    : never;
}[InputPart];

/** What a client sends: the schemas' inputs, each part only where the call has one. */
export type EndpointInput<Definition extends EndpointDefinition> = {
  [Key in PartsOf<Definition, false>]: z.input<SchemaOf<Definition, Key>>;
} & { [Key in PartsOf<Definition, true>]?: z.input<SchemaOf<Definition, Key>> };

/** What a handler receives once the server has parsed the request. */
export type EndpointParsed<Definition extends EndpointDefinition> = {
  [Key in 'params' | 'query' | 'body' | 'headers']: Definition[Key] extends z.ZodType
    ? z.output<SchemaOf<Definition, Key>>
    : undefined;
};

export type EndpointReply<Definition extends EndpointDefinition> = z.output<Definition['reply']>;

type MultipartOf<Definition> = Definition extends { multipart: infer Parts extends MultipartDefinition }
  ? Parts
  : never;
type FilesOf<Definition, Need> = {
  [Name in keyof MultipartOf<Definition>['files']]: MultipartOf<Definition>['files'][Name] extends Need ? Name : never;
}[keyof MultipartOf<Definition>['files']];

/**
 * What a client puts in a multipart body: the text fields as their schema takes them and the files
 * (a `File` keeps its name), each under the name the contract gives it.
 */
export type MultipartParts<Definition extends EndpointDefinition> = z.input<MultipartOf<Definition>['fields']> & {
  [Name in FilesOf<Definition, 'required'>]: Blob;
} & { [Name in FilesOf<Definition, 'optional'>]?: Blob | undefined };

/** Every failure reply a call can give: the caller's (401/422, 403 when gated) and its own. */
export function failureReplies(definition: EndpointDefinition): Record<number, z.ZodType> {
  const replies: Record<number, z.ZodType> = { 422: validationErrorReplySchema };
  if (definition.caller !== 'anyone') {
    replies[401] = errorReplySchema;
    replies[404] = errorReplySchema;
  }
  // A role the call does not name is refused.
  if (definition.caller === 'organiser') replies[403] = refusalReplySchema;
  if (definition.planOption || definition.needsPackage) replies[403] = refusalReplySchema;
  for (const [status, schema] of Object.entries(definition.failures ?? {})) {
    if (schema) replies[Number(status)] = schema;
  }
  // Every refusal by a rate limit says how long to wait, whatever the call.
  if (replies[429]) replies[429] = rateLimitedReplySchema;
  return replies;
}

export { API_PREFIX, type EndpointAddress, endpointAddresses, endpointPath } from './endpoint-address.ts';
