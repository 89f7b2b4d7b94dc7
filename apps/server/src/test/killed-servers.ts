/** Server children a crash test starts, killed after each of its tests. */
import { afterEach } from 'vitest';
import type { ServerChild } from './server-child.ts';

/**
 * The server children a test starts (push each one), killed after every test, and then `after`
 * (closing the test app, which removes its database and files).
 */
export function serverChildrenKilledAfterEach(after: () => Promise<void> | undefined): ServerChild[] {
  const servers: ServerChild[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    await after();
  });
  return servers;
}
