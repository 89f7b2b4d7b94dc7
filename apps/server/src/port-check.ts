/**
 * Whether the configured address can be listened on, checked before the app is built (which
 * migrates the database and takes seconds), so a taken port stops start-up at once with one
 * line a person can act on instead of a bare EADDRINUSE.
 */
import { createServer } from 'node:net';

/** The one line start-up prints when the port is taken, naming the variable that changes it. */
export function portInUseMessage(port: number, host: string): string {
  return `Boothdeck could not start: port ${port} on ${host} is already in use. Stop what is using it, or set PORT to another port (for example PORT=${port === 3000 ? 3001 : 3000} npm start).`;
}

/** Resolves with the error code when the port cannot be listened on (EADDRINUSE, EACCES), else null. */
export function probePort(port: number, host: string): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'ERROR'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
