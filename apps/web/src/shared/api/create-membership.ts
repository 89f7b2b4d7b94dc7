import {
  type CardFields,
  type MembershipBody,
  type PackageSummary,
  packageEndpoints,
  type User,
} from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { useSessionStore } from '@/shared/session/session-store';
import { call } from './api-client';

type CreateMembershipInput = { body: MembershipBody; idempotencyKey?: string };

export function createMembership({ body, idempotencyKey }: CreateMembershipInput) {
  return call(packageEndpoints.membership, { body, headers: { 'idempotency-key': idempotencyKey } });
}

/** Takes or pays for a package; the reply's user (new membership and features) becomes the session's user. */
export function useCreateMembership() {
  return useMutation({
    mutationFn: createMembership,
    onSuccess: ({ user }) => useSessionStore.getState().setUser(user),
  });
}

/** The body for a package; card fields only for a package with a price. The server prices it from its catalogue. */
export function buildMembershipBody(user: User, chosen: PackageSummary, card?: CardFields): MembershipBody {
  return {
    user_id: user.id,
    user_email: user.email,
    submittedData: { package: chosen.id, package_name: chosen.name, billed: chosen.billed, price: chosen.price },
    ...card,
  };
}
