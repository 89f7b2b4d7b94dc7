/**
 * An endpoint for webhook tests, listening on 127.0.0.1: it keeps every request it gets and
 * answers each with the next of the answers it was given (the last one repeats), after a delay
 * when one is asked for.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { url: string; headers: http.IncomingHttpHeaders; body: string };
export type ReceiverAnswer = { status: number; delayMs?: number };

export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answers: ReceiverAnswer[] = [{ status: 200 }];
  let answered = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers[Math.min(answered++, answers.length - 1)] ?? { status: 200 };
      const timer = setTimeout(() => response.writeHead(answer.status).end('ok'), answer.delayMs ?? 0);
      response.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The answers to the next requests, in order. */
    answerWith(next: ReceiverAnswer[]) {
      answers = next;
      answered = 0;
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
