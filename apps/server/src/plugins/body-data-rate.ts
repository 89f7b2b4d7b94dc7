/**
 * Cuts off a request whose body arrives slower than a minimum data rate, instead of giving every
 * request one fixed time. A fixed total time fails both ways: a large clip sent steadily over
 * venue Wi-Fi cannot finish in it however often it is retried, while a client trickling a byte
 * every few seconds still holds its connection for the whole time. Measuring the rate over
 * consecutive windows ends the trickle within one window and lets a steady upload run as long as
 * it needs (the body limit still caps its size).
 *
 * The bytes counted are those the socket has read. When the server is the one not reading (the
 * request's buffer is full because a handler is busy, or the body is not read yet), Node stops
 * reading the socket too; such a window is not held against the client and starts again.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MESSAGES } from '@boothdeck/contract/messages';

export type BodyDataRate = {
  /** The length of each window over which a body's rate is measured. */
  bodyRateWindowMs: number;
  /** The fewest bytes a second a body must average over each window. */
  minBodyBytesPerSecond: number;
  /** How often open bodies are measured; a cut comes at most this long after a window ends. */
  timeoutCheckIntervalMs: number;
};

type OpenBody = {
  request: IncomingMessage;
  response: ServerResponse;
  windowStartedAt: number;
  readAtWindowStart: number;
};

/** The reply to a body cut off, written straight to the socket as Node writes its own 408. */
const TOO_SLOW_BODY = JSON.stringify({ message: MESSAGES.bodyTooSlow });
const TOO_SLOW_REPLY = [
  'HTTP/1.1 408 Request Timeout',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(TOO_SLOW_BODY)}`,
  'Connection: close',
  '',
  TOO_SLOW_BODY,
].join('\r\n');

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** The server has stopped reading: the request's buffer is full and waits for its handler. */
const isHeldByServer = (request: IncomingMessage) => request.readableLength >= request.readableHighWaterMark;

export function enforceMinimumBodyRate(server: Server, limits: BodyDataRate): void {
  const open = new Set<OpenBody>();
  const minBytesPerWindow = (limits.minBodyBytesPerSecond * limits.bodyRateWindowMs) / 1000;

  const cutOff = ({ request, response }: OpenBody) => {
    const socket = request.socket;
    if (!response.headersSent && socket.writable) socket.write(TOO_SLOW_REPLY);
    socket.destroy();
  };

  const measure = () => {
    const now = Date.now();
    for (const body of open) {
      const { request } = body;
      if (request.complete || request.destroyed) {
        open.delete(body);
        continue;
      }
      const read = request.socket.bytesRead;
      if (isHeldByServer(request)) {
        body.windowStartedAt = now;
        body.readAtWindowStart = read;
        continue;
      }
      if (now - body.windowStartedAt < limits.bodyRateWindowMs) continue;
      if (read - body.readAtWindowStart < minBytesPerWindow) {
        open.delete(body);
        cutOff(body);
        continue;
      }
      body.windowStartedAt = now;
      body.readAtWindowStart = read;
    }
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const body: OpenBody = {
      request,
      response,
      windowStartedAt: Date.now(),
      readAtWindowStart: request.socket.bytesRead,
    };
    open.add(body);
    response.once('close', () => open.delete(body));
  });

  const timer = setInterval(measure, limits.timeoutCheckIntervalMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}
