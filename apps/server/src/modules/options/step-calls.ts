/**
 * A step's two saving calls: the wizard's save (the event's id in the body) and the edit
 * screen's update (the event's id in the path). Both run the same rule and answer alike.
 */
import type { EndpointDefinition, EndpointParsed, EndpointReply } from '@boothdeck/contract';
import type { SignedInAccount } from '../../platform/auth/authenticate.ts';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import { savedMessage } from './option-context.ts';

type SavingCalls = { save: EndpointDefinition; update: EndpointDefinition };
type Body<Calls extends SavingCalls> = EndpointParsed<Calls['save']>['body'] | EndpointParsed<Calls['update']>['body'];

export type StepSaving<Calls extends SavingCalls, Saved> = {
  /** The event the wizard's save names in its body: `eventId` unless told otherwise. */
  eventIdOf?: (body: EndpointParsed<Calls['save']>['body']) => number;
  save: (userId: number, eventId: number, body: Body<Calls>) => Promise<Saved>;
  /** The reply's own keys; `status` and the saved message are added. */
  reply: (saved: Saved) => Omit<EndpointReply<Calls['save']>, 'status' | 'message'>;
  /** The saved message when it is not the usual one (which tells a draft from a final save). */
  message?: (kind: 'step' | 'update') => string;
};

export function savingCalls<Calls extends SavingCalls, Saved>(
  calls: Calls,
  { eventIdOf = (body) => (body as { eventId: number }).eventId, save, reply, message }: StepSaving<Calls, Saved>,
): HandledEndpoint[] {
  type Request = { caller: SignedInAccount; params: { id: number }; body: never };
  const answer = async (kind: 'step' | 'update', userId: number, eventId: number, body: Body<Calls>) => {
    const saved = await save(userId, eventId, body);
    const draftStatus = (body as { draft_status?: 'draft' | 'final' }).draft_status;
    return { status: true, message: message?.(kind) ?? savedMessage(kind, draftStatus), ...reply(saved) };
  };
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
