/**
 * The sign-in limit seen through the proxy: wrong passwords sent in turn to every API process,
 * each claiming another address in X-Forwarded-For. Whatever store the processes share (the
 * database or Redis), the count is one: the 11th attempt is refused, by whichever process gets it.
 */
import { createApiClient } from '@boothdeck/client';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { expect } from 'vitest';
import type { Cluster } from './cluster.ts';
import { answeredBy } from './round-robin-proxy.ts';

const ALLOWED_FAILURES = 10;
const ATTEMPTS = 14;

export async function expectSignInLimitHeldAcrossProcesses(cluster: Cluster, email: string): Promise<void> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // A client naming a new address each time: the proxy appends the real one, which is believed.
    const forged = createApiClient({ origin: cluster.url, headers: { 'x-forwarded-for': `198.51.100.${attempt}` } });
    const reply = await forged.call(accountCalls.login, { body: { email, password: 'not the password' } }).then(
      () => 200,
      (error: { status?: number }) => error.status ?? 0,
    );
    statuses.push(reply);
  }
  expect(statuses.slice(0, ALLOWED_FAILURES)).toEqual(Array(ALLOWED_FAILURES).fill(422));
  expect(statuses.slice(ALLOWED_FAILURES)).toEqual(Array(ATTEMPTS - ALLOWED_FAILURES).fill(429));
  const refusedBy = answeredBy(cluster.proxy.log, (entry) => entry.path.endsWith('/login') && entry.status === 429);
  const apiProcesses = cluster.proxy.upstreams.map((upstream) => upstream.name).sort();
  expect(Object.keys(refusedBy).sort()).toEqual(apiProcesses);
}
