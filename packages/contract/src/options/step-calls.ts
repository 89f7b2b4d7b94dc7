/**
 * How an option step's calls and bodies are put together: a save names the event in its body, an
 * update names it in the path (`:id`) and may repeat it in the body, a read takes the event's id.
 */
import { z } from 'zod';
import { afterFields } from '../cross-field-rules.ts';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.ts';
import { ROLES } from '../roles.ts';
import { eventId, eventParamsSchema, optionCall } from './fields.ts';

/** The save body (the event is required) and the update body (the event is in the path) of one set of fields. */
export const stepBodies = <const Shape extends z.ZodRawShape>(shape: Shape) => ({
  save: z.object({ eventId, ...shape }),
  update: z.object({ eventId: eventId.optional(), ...shape }),
});

/** `stepBodies` whose save and update both run `check` once the named `fields` have passed their own checks. */
export const checkedStepBodies = <const Shape extends z.ZodRawShape>(
  shape: Shape,
  check: (body: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void,
  ...fields: string[]
) => {
  const { save, update } = stepBodies(shape);
  const when = afterFields(...fields);
  // Both bodies hold the shape's fields; the compiler cannot see that of a generic shape.
  const checkBody = check as (body: unknown, ctx: z.RefinementCtx) => void;
  return { save: save.superRefine(checkBody, when), update: update.superRefine(checkBody, when) };
};

/** A call's path below /api/v1 and the line that says what it does. */
type Place = readonly [path: string, summary: string];
/**
 * Where the save and the update are, what gates both (a plan's option, a larger body), the
 * update's method when it is not POST, and where the step is read back when it has a read call.
 */
type StepCalls = { save: Place; update: Place } & Pick<EndpointDefinition, 'planOption' | 'bodyLimit'> & {
    updateMethod?: 'POST' | 'PUT';
    read?: readonly [...Place, reply: z.ZodType];
  };

/** Reads the step of the event whose id is in the path. */
const readCall = <const Reply extends z.ZodType>(path: string, summary: string, reply: Reply) =>
  defineEndpoint({
    ...optionCall,
    method: 'GET',
    path,
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    summary,
    params: eventParamsSchema,
    reply,
  });

/** The read call, as `get`, of steps that name one. */
type ReadOf<Calls> = Calls extends { read: readonly [string, string, infer Reply extends z.ZodType] }
  ? { get: ReturnType<typeof readCall<Reply>> }
  : unknown;

/**
 * The step's save (the event in the body) and update (the event's id in the path), both answering
 * `reply`, and its read (`get`) when `calls` names one.
 */
export const stepEndpoints = <
  const Save extends z.ZodType,
  const Update extends z.ZodType,
  const Reply extends z.ZodType,
  const Calls extends StepCalls,
>(
  bodies: { save: Save; update: Update },
  reply: Reply,
  { save, update, updateMethod = 'POST', read, ...gate }: Calls,
) => {
  const saving = {
    save: defineEndpoint({
      ...optionCall,
      method: 'POST',
      path: save[0],
      roles: ROLES.managers,
      eventIn: { in: 'body', name: 'eventId' },
      summary: save[1],
      body: bodies.save,
      reply,
      ...gate,
    }),
    update: defineEndpoint({
      ...optionCall,
      method: updateMethod,
      path: update[0],
      roles: ROLES.managers,
      eventIn: { in: 'params', name: 'id' },
      summary: update[1],
      params: eventParamsSchema,
      body: bodies.update,
      reply,
      ...gate,
    }),
  };
  return (read ? { ...saving, get: readCall(...read) } : saving) as typeof saving & ReadOf<Calls>;
};
