import { galleryEndpoints, HEALTH_PATH } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { apiAddress, UNKNOWN_API_ADDRESS } from '../test/api-address.ts';
import { captureLogs } from '../test/captured-logs.ts';
import { createTestApp } from '../test/test-app.ts';

type LogLine = { level: number; reqId?: string; msg: string };

const linesOf = (text: string): LogLine[] =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('request logs', () => {
  it('at info, tie the incoming and completed lines of a request together by its id', async () => {
    const logs = captureLogs();
    const t = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: logs.stream });
    try {
      await t.app.inject({ url: UNKNOWN_API_ADDRESS });
      await t.app.inject({ url: UNKNOWN_API_ADDRESS });
      const lines = linesOf(logs.text()).filter((line) => line.reqId);
      const incoming = lines.filter((line) => line.msg === 'incoming request');
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(incoming).toHaveLength(2);
      expect(completed.map((line) => line.reqId)).toEqual(incoming.map((line) => line.reqId));
      expect(new Set(incoming.map((line) => line.reqId)).size).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('at warn, write nothing for a good request and the request id with an error', async () => {
    const logs = captureLogs();
    const t = await createTestApp('sqlite', { logLevel: 'warn' }, { logStream: logs.stream });
    try {
      expect((await t.app.inject({ url: HEALTH_PATH })).statusCode).toBe(200);
      expect(linesOf(logs.text()).filter((line) => line.reqId)).toEqual([]);

      await t.app.platform.database.db.destroy();
      expect((await t.app.inject({ url: HEALTH_PATH })).statusCode).toBe(503);
      const failed = linesOf(logs.text()).filter((line) => line.msg === 'database health check failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(failed[0]?.level).toBe(50);
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it("writes a signed link's path and query without its signature", async () => {
    const logs = captureLogs();
    const t = await createTestApp('sqlite', { logLevel: 'info' }, { logStream: logs.stream });
    try {
      const signature = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0';
      // Signed links as a browser follows them: the addresses a reply carries, written out.
      const one = apiAddress(galleryEndpoints.downloadOne, { mediaId: 42 });
      const all = apiAddress(galleryEndpoints.downloadAll);
      await t.app.inject({ url: `${one}?expires=1893456000&signature=${signature}` });
      await t.app.inject({ url: `${all}?signature=${signature}&type=all&event_id=x` });
      const text = logs.text();
      expect(text).not.toContain(signature);
      const urls = linesOf(text)
        .filter((line) => line.msg === 'incoming request')
        .map((line) => (line as unknown as { req: { url: string } }).req.url);
      expect(urls).toEqual([
        `${one}?expires=1893456000&signature=[redacted]`,
        `${all}?signature=[redacted]&type=all&event_id=x`,
      ]);
    } finally {
      await t.close();
    }
  });
});
