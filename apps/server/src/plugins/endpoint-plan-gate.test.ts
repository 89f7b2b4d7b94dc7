import { defineEndpoint, type OptionKey, ROLES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SignedInAccount } from '../platform/auth/authenticate.ts';
import { AppError } from '../shared/app-error.ts';
import { messageOf } from '../test/plain-replies.ts';
import { type CallerChecks, handle, registerEndpoints } from './endpoints.ts';
import { registerErrorHandler } from './error-handler.ts';

const ORGANISER_ID = 7;
/** The owner of the event the booth signed in to. */
const EVENT_OWNER_ID = 42;

const gated = (caller: 'organiser' | 'booth') =>
  defineEndpoint({
    ...(caller === 'organiser' ? { caller, roles: ROLES.viewers, eventIn: 'account' as const } : { caller }),
    tag: 'test',
    method: 'GET',
    path: `/${caller}-gated`,
    summary: 'A call the plan gates',
    reply: z.object({ ok: z.boolean() }),
    planOption: 'email',
  });

const CALLERS: CallerChecks = {
  organiser: { identify: () => ({ user: { id: ORGANISER_ID }, tokenId: 1, member: null }) as SignedInAccount },
  booth: {
    identify: () => ({ eventId: 3, userId: EVENT_OWNER_ID, sessionId: 9, deviceName: null, signedInAt: '' }),
  },
  anyone: { identify: () => undefined },
};

describe('the plan gate of a call', () => {
  let app: FastifyInstance;
  let checked: { userId: number; option: OptionKey }[];
  /** The organisers whose plan includes every option. */
  let paying: number[];

  beforeEach(async () => {
    checked = [];
    paying = [ORGANISER_ID, EVENT_OWNER_ID];
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await registerEndpoints(
      app,
      [handle(gated('organiser'), () => ({ ok: true })), handle(gated('booth'), () => ({ ok: true }))],
      {
        callers: CALLERS,
        requireOption: async (userId, option) => {
          checked.push({ userId, option });
          if (!paying.includes(userId)) throw new AppError('forbidden', MESSAGES.upgradePackage);
        },
        requirePackage: async () => {},
        eventOfCapture: async () => undefined,
      },
    );
  });
  afterEach(() => app.close());

  it('holds an organiser’s call to their own plan', async () => {
    expect((await app.inject({ url: '/organiser-gated' })).statusCode).toBe(200);
    expect(checked).toEqual([{ userId: ORGANISER_ID, option: 'email' }]);
  });

  it('holds a booth’s call to the plan of its event’s owner', async () => {
    expect((await app.inject({ url: '/booth-gated' })).statusCode).toBe(200);
    expect(checked).toEqual([{ userId: EVENT_OWNER_ID, option: 'email' }]);

    paying = [ORGANISER_ID];
    const refused = await app.inject({ url: '/booth-gated' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(MESSAGES.upgradePackage);
  });
});
