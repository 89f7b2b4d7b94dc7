/** npm run bench: runs every benchmark and writes each result to bench/results/<name>.json. */
import fs from 'node:fs';
import path from 'node:path';
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

write(measureLoginFirstLoad());
write(await benchUserEndpoint());
