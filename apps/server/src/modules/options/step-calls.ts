/**
 * A step's two saving calls: the wizard's save (the event's id in the body) and the edit
 * screen's update (the event's id in the path). Both run the same rule and answer alike.
 */
import type { EndpointDefinition, EndpointParsed, EndpointReply } from '@boothdeck/contract';
import type { SignedInAccount } from '../../platform/auth/authenticate.ts';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';

type SavingCalls = { save: EndpointDefinition; update: EndpointDefinition };
type Body<Calls extends SavingCalls> = EndpointParsed<Calls['save']>['body'] | EndpointParsed<Calls['update']>['body'];

export type StepSaving<Calls extends SavingCalls, Saved> = {
  /** The event the wizard's save names in its body. */
  eventIdOf: (body: EndpointParsed<Calls['save']>['body']) => number;
  save: (userId: number, eventId: number, body: Body<Calls>) => Promise<Saved>;
  reply: (kind: 'step' | 'update', saved: Saved, body: Body<Calls>) => EndpointReply<Calls['save']>;
};

export function savingCalls<Calls extends SavingCalls, Saved>(
  calls: Calls,
  { eventIdOf, save, reply }: StepSaving<Calls, Saved>,
): HandledEndpoint[] {
  type Request = { caller: SignedInAccount; params: { id: number }; body: never };
  const answer = async (kind: 'step' | 'update', userId: number, eventId: number, body: Body<Calls>) =>
    reply(kind, await save(userId, eventId, body), body);
  // The definitions' own schemas parse each request into the types the callbacks are written for.
  return [
    handle(
      calls.save as EndpointDefinition,
      (({ caller, body }: Request) => answer('step', caller.user.id, eventIdOf(body), body)) as never,
    ),
    handle(
      calls.update as EndpointDefinition,
      (({ caller, params, body }: Request) => answer('update', caller.user.id, params.id, body)) as never,
    ),
  ];
}
