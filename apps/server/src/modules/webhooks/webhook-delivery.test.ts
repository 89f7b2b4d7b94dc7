import { WEBHOOK_HEADERS, WEBHOOK_TOLERANCE_SECONDS, webhookBodySchema } from '@boothdeck/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replyOf } from '../../test/call-app.ts';
import { membersOf } from '../../test/members.ts';
import { removeRedisKeys, testRedisUrl } from '../../test/redis.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { webhooksClient } from '../../test/webhooks-client.ts';
import { TEST_EVENTS_PER_ACCOUNT } from './webhook-rate-limits.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

/** Attempts a second apart at most: three attempts in all. */
const RETRY_DELAYS_MS = [50, 50];
const TIMEOUT_MS = 400;

/** Each database with jobs in memory, and jobs on Redis (BullMQ) when TEST_REDIS_URL is set. */
const SETUPS = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, jobs: 'in memory', redisUrl: undefined })),
  ...(testRedisUrl ? [{ dialect: 'sqlite' as const, jobs: 'on Redis', redisUrl: testRedisUrl }] : []),
];

describe.each(SETUPS)(
  'webhook deliveries to a receiver on 127.0.0.1 on $dialect, jobs $jobs',
  ({ dialect, redisUrl }) => {
    let t: TestApp;
    let receiver: WebhookReceiver;
    const members = membersOf(() => t);
    const hooks = webhooksClient(() => t.app);

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      t = await createTestApp(
        dialect,
        { webhooksAllowPrivateAddresses: true, redisUrl },
        { webhookRetryDelaysMs: RETRY_DELAYS_MS, webhookTimeoutMs: TIMEOUT_MS },
      );
    });
    afterAll(async () => {
      await t.close();
      await receiver.close();
      if (redisUrl) await removeRedisKeys(redisUrl, t.config.redisPrefix);
    });
    beforeEach(() => receiver.answerWith([{ status: 200 }]));

    /** A new organiser with one endpoint at the receiver; its secret and a test event sent and settled. */
    async function testEventSent() {
      const member = await members.newMember();
      const added = await hooks.add(member.token, { url: receiver.url });
      const { endpoint, secret } = replyOf(added);
      const test = await hooks.sendTest(member.token, endpoint.id);
      await t.app.platform.jobs.drain();
      const log = replyOf(await hooks.deliveries(member.token, endpoint.id));
      return { member, endpoint, secret, queued: replyOf(test).delivery, log };
    }

    it('sends a signed test event that the secret verifies, and logs it delivered', async () => {
      const { secret, endpoint, queued, log } = await testEventSent();
      expect(queued).toMatchObject({ state: 'queued', attempts: 0, event_type: 'webhook.test' });
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      if (!request) throw new Error('nothing received');
      const signature = String(request.headers[WEBHOOK_HEADERS.signature]);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(secret, request.body, signature, WEBHOOK_TOLERANCE_SECONDS)).toBe(true);
      // Another body, another secret or an old time is refused.
      expect(verifyWebhookSignature(secret, `${request.body} `, signature, WEBHOOK_TOLERANCE_SECONDS)).toBe(false);
      expect(verifyWebhookSignature(`${secret}x`, request.body, signature, WEBHOOK_TOLERANCE_SECONDS)).toBe(false);
      const later = Math.floor(Date.now() / 1000) + WEBHOOK_TOLERANCE_SECONDS + 5;
      expect(verifyWebhookSignature(secret, request.body, signature, WEBHOOK_TOLERANCE_SECONDS, later)).toBe(false);

      const body = webhookBodySchema.parse(JSON.parse(request.body));
      expect(body).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
      expect(body.id).toBe(queued.event_id);
      expect(request.headers[WEBHOOK_HEADERS.eventId]).toBe(body.id);
      expect(request.headers['content-type']).toBe('application/json');
      expect(log.data).toEqual([
        expect.objectContaining({ id: queued.id, state: 'delivered', attempts: 1, response_status: 200 }),
      ]);
    });

    it('tries again after a 500 and logs the one delivery delivered on its second attempt', async () => {
      receiver.answerWith([{ status: 500 }, { status: 200 }]);
      const { log } = await testEventSent();
      expect(receiver.received).toHaveLength(2);
      const ids = receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.eventId]);
      expect(ids[0]).toBe(ids[1]);
      expect(receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.attempt])).toEqual(['1', '2']);
      expect(log.total).toBe(1);
      expect(log.data[0]).toMatchObject({
        state: 'delivered',
        attempts: 2,
        response_status: 200,
        failure_reason: null,
      });
    });

    it('after a timeout, sends the same event id again and records the delivery once', async () => {
      receiver.answerWith([{ status: 200, delayMs: TIMEOUT_MS * 4 }, { status: 200 }]);
      const { endpoint, log } = await testEventSent();
      expect(receiver.received).toHaveLength(2);
      const [first, second] = receiver.received;
      expect(first?.body).toBe(second?.body);
      expect(first?.headers[WEBHOOK_HEADERS.eventId]).toBe(second?.headers[WEBHOOK_HEADERS.eventId]);
      expect(log.total).toBe(1);
      expect(log.data[0]).toMatchObject({ state: 'delivered', attempts: 2, response_status: 200 });
      const rows = await t.app.platform.database.db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpoint.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('logs a delivery failed, with the last answer, once every attempt is used', async () => {
      receiver.answerWith([{ status: 503 }]);
      const { log } = await testEventSent();
      expect(receiver.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
      expect(log.data[0]).toMatchObject({
        state: 'failed',
        attempts: 3,
        response_status: 503,
        failure_reason: 'Answered 503.',
      });
    });

    it('does not follow a redirect', async () => {
      receiver.answerWith([{ status: 302 }]);
      const { log } = await testEventSent();
      expect(log.data[0]).toMatchObject({ state: 'failed', response_status: 302 });
      expect(log.data[0]?.failure_reason).toMatch(/redirects are not followed/);
    });

    it('sends an account at most its limit of test events, then answers 429 with the wait', async () => {
      const { member, endpoint } = await testEventSent();
      const press = () => hooks.sendTest(member.token, endpoint.id);
      for (let sent = 1; sent < TEST_EVENTS_PER_ACCOUNT.limit; sent += 1) expect((await press()).statusCode).toBe(200);
      const refused = await press();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await t.app.platform.jobs.drain();
      expect(receiver.received).toHaveLength(TEST_EVENTS_PER_ACCOUNT.limit);
      const log = replyOf(await hooks.deliveries(member.token, endpoint.id));
      expect(log.total).toBe(TEST_EVENTS_PER_ACCOUNT.limit);
      // Another organiser's button still works.
      expect((await testEventSent()).log.total).toBe(1);
    });
  },
);
