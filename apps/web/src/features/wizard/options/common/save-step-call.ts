import type { EndpointDefinition, EndpointReply } from '@boothdeck/contract';
import type { z } from 'zod';
import { call } from '@/shared/api/api-client';

type BodyOf<Definition extends EndpointDefinition> = Definition['body'] extends z.ZodType
  ? z.input<Definition['body']>
  : never;

/**
 * Saves a step: the wizard with the step's save call (the event's id in the body), the edit screen
 * with its update call (the event's id in the path). Each gets the body it is written for.
 */
export function saveStepCall<Save extends EndpointDefinition, Update extends EndpointDefinition>(
  calls: { save: Save; update: Update },
  eventId: number,
  isUpdate: boolean,
  bodies: { save: () => BodyOf<Save>; update: () => BodyOf<Update> },
): Promise<EndpointReply<Save>> {
  const [endpoint, input] = isUpdate
    ? [calls.update, { params: { id: eventId }, body: bodies.update() }]
    : [calls.save, { body: bodies.save() }];
  return call(endpoint as EndpointDefinition, input as never) as Promise<EndpointReply<Save>>;
}
