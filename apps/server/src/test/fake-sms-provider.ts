/** An SMS provider on 127.0.0.1 for tests: records each request and answers the status at the front of `answers` (200 when empty). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsConfig } from '../platform/sms/sms-sender.ts';

export type ProviderRequest = { path: string; headers: http.IncomingHttpHeaders; body: string };

export async function fakeSmsProvider() {
  const received: ProviderRequest[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, answers, url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

export type FakeSmsProvider = Awaited<ReturnType<typeof fakeSmsProvider>>;

/** An SMS provider that refuses every connection (the discard port): each attempt of a text message fails. */
export const REFUSING_SMS_PROVIDER: SmsConfig = {
  provider: 'http',
  url: 'http://127.0.0.1:9/send',
  apiKey: undefined,
  from: undefined,
};

/** An SMS provider at `url` (a test's own server), without a key or sender. */
export const httpSmsProviderAt = (url: string): SmsConfig => ({
  provider: 'http',
  url,
  apiKey: undefined,
  from: undefined,
});
