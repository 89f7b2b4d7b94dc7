/**
 * The request id that follows a request across the proxy: a well-formed X-Request-Id is kept,
 * anything else replaced, and every reply carries it; the request's log lines and the lines of
 * the jobs it adds (in memory and on Redis) carry it too. Health checks log at debug.
 */
import { eventEndpoints, HEALTH_PATH, sharingEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followJob, followRequest } from '../shared/request-trail.ts';
import { apiAddress, UNKNOWN_API_ADDRESS } from '../test/api-address.ts';
import { callApp, replyOf } from '../test/call-app.ts';
import { captureLogs } from '../test/captured-logs.ts';
import { TEST_JOB_QUEUES, useFailingTextMessages } from '../test/job-queues.ts';
import { shareCalls } from '../test/sharing-setup.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type LogLine = { level: number; reqId?: string; msg: string; job?: string };

const linesOf = (text: string): LogLine[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  const logs = captureLogs();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => t.close());

  it('is kept when well-formed and comes back on every reply, found or not, refused or not', async () => {
    const cases = [
      { url: UNKNOWN_API_ADDRESS, id: 'edge-4f1c2a9e' },
      { url: apiAddress(eventEndpoints.drafts), id: '0f8fad5b-d9cb-469f-a165-70867728950e' },
      { url: HEALTH_PATH, id: 'Root.1:67891233-abcdef012345678912345678' },
    ];
    for (const { url, id } of cases) {
      const reply = await t.app.inject({ url, headers: { 'x-request-id': id } });
      expect(reply.headers['x-request-id']).toBe(id);
    }
  });

  it('is made up (a UUID) when missing or not well-formed: too long, or with other characters', async () => {
    const sent = [undefined, 'a'.repeat(129), 'id with spaces', 'id"quoted', 'é-accent', ''];
    const given = new Set<string>();
    for (const id of sent) {
      const reply = await t.app.inject({
        url: UNKNOWN_API_ADDRESS,
        headers: id === undefined ? {} : { 'x-request-id': id },
      });
      const replied = String(reply.headers['x-request-id']);
      expect(replied).toMatch(UUID);
      given.add(replied);
    }
    expect(given.size).toBe(sent.length);
  });

  it("labels the request's log lines, and logs health checks at debug only", async () => {
    await t.app.inject({ url: UNKNOWN_API_ADDRESS, headers: { 'x-request-id': 'trace-in-logs-1' } });
    await t.app.inject({ url: HEALTH_PATH, headers: { 'x-request-id': 'probe-1' } });
    const lines = linesOf(logs.text());
    expect(lines.filter((line) => line.reqId === 'trace-in-logs-1').map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(lines.filter((line) => line.reqId === 'probe-1')).toEqual([]);

    // A probe that is refused is written as any request's answer is.
    await t.app.inject({ url: `${HEALTH_PATH}?detail=true`, headers: { 'x-request-id': 'probe-refused' } });
    const refused = linesOf(logs.text()).filter((line) => line.reqId === 'probe-refused');
    expect(refused.map(({ level, msg }) => ({ level, msg }))).toEqual([{ level: 30, msg: 'request completed' }]);
  });

  it("labels what a job's handler writes through the app's logger with the id of the job's request", async () => {
    followJob('job-of-request-9', () => t.app.log.info('written by a job'));
    followJob(undefined, () => t.app.log.info('written by a job of the sweep'));
    followRequest('request-10', () => t.app.log.info('written beside a request'));
    const written = linesOf(logs.text()).filter((line) => line.msg.startsWith('written '));
    expect(written.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'written by a job', reqId: 'job-of-request-9' },
      { msg: 'written by a job of the sweep', reqId: undefined },
      // A request's own lines carry its id through its child logger, never twice.
      { msg: 'written beside a request', reqId: undefined },
    ]);
  });

  it('writes the health checks at debug when the log level shows debug', async () => {
    const debugLogs = captureLogs();
    const debug = await createTestApp('sqlite', { logLevel: 'debug' }, { logStream: debugLogs.stream });
    try {
      await debug.app.inject({ url: HEALTH_PATH, headers: { 'x-request-id': 'probe-2' } });
      const probe = linesOf(debugLogs.text()).filter((line) => line.reqId === 'probe-2');
      expect(probe.map(({ level, msg }) => ({ level, msg }))).toEqual([
        { level: 20, msg: 'incoming request' },
        { level: 20, msg: 'request completed' },
      ]);
    } finally {
      await debug.close();
    }
  });
});

describe.each(TEST_JOB_QUEUES)("a job's log lines, jobs $queue on $dialect", (setup) => {
  const logs = captureLogs();
  // Each attempt of a text message fails, and the failure is logged.
  const state = useFailingTextMessages(setup, { logLevel: 'warn' }, { logStream: logs.stream });

  it('carry the id of the request that added the job, given or made up', async () => {
    const { t, event } = state;
    const calls = shareCalls(t.app);
    const send = (phone: string, extraHeaders: Record<string, string>) =>
      callApp(t.app, sharingEndpoints.shareByMessage, {
        body: { event_id: event.eventId, media_id: event.photo.id, sharing_platform: 'sms', phone },
        extraHeaders,
        remoteAddress: '10.9.0.1',
      });
    const given = await send('+61 412 345 611', { 'x-request-id': 'share-trace-7f3a' });
    const madeUp = await send('+61 412 345 612', {});
    await calls.row(replyOf(given).share.id);
    await calls.row(replyOf(madeUp).share.id);

    const failures = linesOf(logs.text()).filter((line) => line.msg.startsWith('background job failed'));
    const madeUpId = String(madeUp.headers['x-request-id']);
    expect(madeUpId).toMatch(UUID);
    // Three attempts each: two retried, the last one for good.
    for (const reqId of ['share-trace-7f3a', madeUpId]) {
      expect(failures.filter((line) => line.reqId === reqId).map((line) => line.level)).toEqual([40, 40, 50]);
    }
    expect(failures).toHaveLength(6);
  });
});
