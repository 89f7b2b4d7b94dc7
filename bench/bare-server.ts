/**
 * Baseline: a bare Fastify route that answers the given bytes (body and headers), nothing else:
 * no hooks, no logger, no auth, no database.
 */
import { createApiClient } from '@boothdeck/client';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import Fastify from 'fastify';

const body = process.env.BARE_BODY ?? '{}';
const headers: Record<string, string> = JSON.parse(process.env.BARE_HEADERS ?? '{}');
const app = Fastify({ logger: false });
app.get(createApiClient().address(accountCalls.user), (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
