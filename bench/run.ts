/**
 * npm run bench: runs every benchmark and writes each result to bench/results/<name>.json.
 * BENCH_ONLY=name,name runs some of them (names: login-bundle, user-endpoint, dashboard-calls).
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchDashboardCalls } from './dashboard-calls.ts';
import { benchUserEndpoint } from './user-endpoint.ts';
import { measureLoginFirstLoad } from './web-bundle.ts';

const RESULTS = path.join(import.meta.dirname, 'results');

function write(result: { name: string }) {
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `${result.name}.json`);
  const stamped = { ...result, measuredAt: new Date().toISOString(), node: process.version };
  fs.writeFileSync(file, `${JSON.stringify(stamped, null, 2)}\n`);
  console.log(JSON.stringify(stamped, null, 2));
}

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const isWanted = (name: string) => !only || only.includes(name);

if (isWanted('login-bundle')) write(measureLoginFirstLoad());
if (isWanted('user-endpoint')) write(await benchUserEndpoint());
if (isWanted('dashboard-calls')) {
  write(await benchDashboardCalls('sqlite'));
  if (process.env.BENCH_DATABASE_URL) write(await benchDashboardCalls('postgres'));
  else console.log('dashboard-calls on PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to run it.');
}
