/** Baseline: a bare Fastify route that answers the given bytes, nothing else (no auth, no database). */
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const app = Fastify({ logger: false });
app.get('/api/v1/user', (_request, reply) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
