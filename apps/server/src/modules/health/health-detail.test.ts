/**
 * The operator's view of the background jobs in `GET /api/health?detail=true`: which queue runs
 * them, how many are dead letters (failed their last attempt), with the failed message in the
 * delivery ledger beside its reason, the live workers and the oldest waiting job's age. It needs
 * the operators' token. In memory, and on the real Redis when TEST_REDIS_URL is set.
 */
import { HEALTH_PATH } from '@boothdeck/contract';
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { describe, expect, it } from 'vitest';
import { replyOf } from '../../test/call-app.ts';
import { TEST_JOB_QUEUES, useFailingTextMessages } from '../../test/job-queues.ts';
import { sampleValue } from '../../test/metrics-text.ts';
import { healthOf } from '../../test/plain-replies.ts';
import { shareCalls } from '../../test/sharing-setup.ts';

const OPERATOR_TOKEN = 'operators-token-0123456789abcdef';
const DETAIL = `${HEALTH_PATH}?detail=true`;

describe.each(TEST_JOB_QUEUES)('the health detail, jobs $queue on $dialect', (setup) => {
  const { queue, dialect } = setup;
  const state = useFailingTextMessages(setup, { metricsToken: OPERATOR_TOKEN });

  const detail = async () =>
    healthOf(await state.t.app.inject({ url: DETAIL, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } }));
  const jobsWith = (deadLetters: number) => ({
    queue,
    dead_letters: deadLetters,
    workers: 1,
    oldest_waiting_seconds: 0,
  });

  it('refuses the detail without the token, or with another, and answers the plain check to anyone', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-operators-token-at-all' }]) {
      const refused = await state.t.app.inject({ url: DETAIL, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('dead_letters');
    }
    const plain = await state.t.app.inject({ url: HEALTH_PATH, headers: { authorization: 'Bearer wrong' } });
    expect(healthOf(plain)).toEqual({ status: 'ok', version: PRODUCT_VERSION, database: dialect });
  });

  it('counts a message that failed every attempt, and the ledger keeps its reason', async () => {
    expect(await detail()).toEqual({ status: 'ok', version: PRODUCT_VERSION, database: dialect, jobs: jobsWith(0) });
    expect(healthOf(await state.t.app.inject({ url: HEALTH_PATH }))).toEqual({
      status: 'ok',
      version: PRODUCT_VERSION,
      database: dialect,
    });

    const calls = shareCalls(state.t.app);
    const reply = await calls.byMessage({
      event_id: state.event.eventId,
      media_id: state.event.photo.id,
      sharing_platform: 'sms',
      phone: '+61 412 345 678',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const row = await calls.row(replyOf(reply).share.id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row.failure_reason).toBeTruthy();
    expect(await detail()).toEqual({ status: 'ok', version: PRODUCT_VERSION, database: dialect, jobs: jobsWith(1) });

    // The metrics count the same: two attempts retried, one for good, and the dead letter kept.
    const scrape = await state.t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const failures = (final: string) => sampleValue(scrape.body, 'boothdeck_job_failures_total', { final });
    expect([failures('false'), failures('true')]).toEqual([2, 1]);
    expect(sampleValue(scrape.body, 'boothdeck_job_dead_letters')).toBe(1);
  });
});
