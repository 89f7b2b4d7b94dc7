/**
 * The kiosk's network, for engines whose driver cannot take a page offline (classic WebDriver
 * has no such command): the kiosk opens the server through this relay, and switching it off
 * drops every connection and stops listening, so new ones are refused, as with a lost Wi-Fi. Each relay speaks for a
 * visitor address of its own, so per-address limits count the kiosk apart from other journeys.
 */
import http from 'node:http';
import type net from 'node:net';

export type SwitchableNetwork = { origin: string; setOnline(online: boolean): Promise<void>; close(): Promise<void> };

export async function startSwitchableNetwork(target: string, visitorAddress: string): Promise<SwitchableNetwork> {
  const to = new URL(target);
  const sockets = new Set<net.Socket>();
  const relay = http.createServer((request, reply) => {
    const onward = http.request(
      {
        host: to.hostname,
        port: to.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: to.host, 'x-forwarded-for': visitorAddress },
      },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    onward.on('error', () => reply.destroy());
    request.pipe(onward);
  });
  relay.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = (port: number) => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      relay.close(() => resolve());
    });
  await listen(0);
  const { port } = relay.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setOnline: (online) => (online ? listen(port) : stop()),
    close: () => (relay.listening ? stop() : Promise.resolve()),
  };
}
