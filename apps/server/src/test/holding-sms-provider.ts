/** An SMS provider on 127.0.0.1 that holds every message unanswered until released, then accepts them all. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function holdingSmsProvider() {
  const held: http.ServerResponse[] = [];
  let releasing = false;
  const accept = (response: http.ServerResponse) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => (releasing ? accept(response) : held.push(response)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    /** Messages received and not answered yet. */
    held: () => held.length,
    release() {
      releasing = true;
      for (const response of held.splice(0)) accept(response);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
