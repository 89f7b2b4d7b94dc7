import { accountEndpoints, type User, userReplySchema } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createReplySerializerCompiler } from './reply-serializer.ts';

const MEMBER: User = {
  id: 7,
  user_type: 'business',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  business_category: 'other',
  business_category_other: 'Weddings "and" more',
  company_name: null,
  check_promotion: true,
  verify_status: 'active',
  expire: 1,
  membership: {
    package_id: 3,
    package_type: 'monthly',
    our_package: { id: 3, name: 'Monthly Pro', package_type: { type: 'monthly' } },
    expire_at: '2026-12-23T10:00:00.000Z',
    amount: 49,
    sources: 'card',
  },
  plan_features: {
    data_capture: true,
    custom_branding: false,
    form_builder: true,
    incentive_offer: false,
    text_messaging: true,
    email: true,
    microsite: false,
    printing: true,
  },
  trial_used: true,
};

function writerFor(schema: z.ZodType, checkReplies: boolean) {
  return createReplySerializerCompiler({ checkReplies })({
    schema,
    method: 'GET',
    url: `${API_PREFIX}${accountEndpoints.user.path}`,
    httpStatus: '200',
  });
}

describe('reply serializer', () => {
  it('writes the same JSON as the contract with JSON.stringify, with checks on and off', () => {
    const expected = JSON.stringify(userReplySchema.encode({ user: MEMBER, member: null }));
    expect(writerFor(userReplySchema, false)({ user: MEMBER, member: null })).toBe(expected);
    expect(writerFor(userReplySchema, true)({ user: MEMBER, member: null })).toBe(expected);
    const trialless = { user: { ...MEMBER, membership: null, expire: 0 }, member: null };
    expect(JSON.parse(writerFor(userReplySchema, false)(trialless))).toEqual(trialless);
  });

  it('never writes keys the contract does not name, such as a password hash', () => {
    const leaky = { user: { ...MEMBER, password_hash: '$argon2id$secret' }, member: null, token: 'abc' };
    for (const checkReplies of [false, true]) {
      const written = writerFor(userReplySchema, checkReplies)(leaky);
      expect(written).not.toContain('argon2id');
      expect(written).not.toContain('token');
    }
  });

  it('with checks on, refuses a reply that breaks the contract instead of coercing it', () => {
    const broken = { user: { ...MEMBER, id: 'seven' } };
    expect(() => writerFor(userReplySchema, true)(broken)).toThrow(ResponseSerializationError);
  });

  it('refuses at start-up a reply schema JSON Schema cannot describe', () => {
    const transformed = z.object({ at: z.string().transform((value) => value.length) });
    expect(() => writerFor(transformed, false)).toThrow();
  });

  it('writes nulls, literal unions and other unions as the contract has them', () => {
    const schema = z.object({
      flag: z.union([z.literal(0), z.literal(1)]),
      label: z.literal('fixed').nullable(),
      tags: z.array(z.string()).nullable(),
      owner: z.object({ id: z.number() }).nullable(),
      value: z.union([z.object({ id: z.number() }), z.string()]),
    });
    const samples = [
      { flag: 0, label: null, tags: null, owner: null, value: 'text' },
      { flag: 1, label: 'fixed', tags: ['a', 'b'], owner: { id: 4 }, value: { id: 5 } },
    ];
    for (const sample of samples) {
      expect(writerFor(schema, false)(sample)).toBe(JSON.stringify(sample));
    }
  });
});
