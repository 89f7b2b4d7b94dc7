/** Helpers that drive the package calls the way the web client does. */
import { type MembershipBody, packageEndpoints } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { callApp, replyOf } from './call-app.ts';

export const GOOD_CARD = {
  cardNumber: '4242 4242 4242 4242',
  cardholderName: 'Ada Lovelace',
  expiryMonth: '12',
  expiryYear: String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0'),
  cvvNumber: '123',
};

export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export type SignedIn = { token: string; user: { id: number; email: string } };

export async function packageByName(app: FastifyInstance, token: string, name: string) {
  const reply = await callApp(app, packageEndpoints.packageTypes, { token });
  const found = replyOf(reply).packages.find((entry) => entry.name === name);
  if (!found) throw new Error(`no package named ${name}`);
  return found;
}

export async function postMembership(
  app: FastifyInstance,
  member: SignedIn,
  packageName: string,
  extra: { card?: Record<string, string>; idempotencyKey?: string; body?: Partial<MembershipBody> } = {},
) {
  const chosen = await packageByName(app, member.token, packageName);
  return callApp(app, packageEndpoints.membership, {
    token: member.token,
    headers: extra.idempotencyKey ? { 'idempotency-key': extra.idempotencyKey } : {},
    body: {
      user_id: member.user.id,
      user_email: member.user.email,
      submittedData: { package: chosen.id, package_name: chosen.name, billed: chosen.billed, price: chosen.price },
      ...extra.card,
      ...extra.body,
    },
  });
}
