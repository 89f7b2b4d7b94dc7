/**
 * Authenticated GET /api/v1/user on the real server (SQLite, token lookup) against a bare
 * Fastify route answering the same bytes (the same body under the same headers), under the same
 * load, in the same run. Information, not a target: the ratio shows what the server's own work
 * (hooks, session and membership lookups, reply writing) costs next to Fastify answering alone.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { accountEndpoints, packageEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { waitForMailLink } from '../e2e/support/outbox.ts';
import { ROOT } from '../e2e/support/server-process.ts';
import { addressOn, apiOn, callLabel, callName } from './api.ts';
import { type LoadResult, runLoad } from './load.ts';
import { startProductionServer } from './production-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PAIRS = 8;

const best = (rounds: LoadResult[]) =>
  rounds.reduce((top, round) => (round.requestsPerSecond > top.requestsPerSecond ? round : top));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? Number.NaN;
  return (lower + upper) / 2;
};

/** `GET /user` on the server at `baseUrl`, the call this benchmark loads. */
const userAddressOn = (baseUrl: string) => addressOn(baseUrl, callName(accountCalls.user));

async function signedInToken(baseUrl: string, dataDir: string): Promise<string> {
  const email = 'bench@example.com';
  const password = 'bench-pass-1';
  const visitor = apiOn(baseUrl);
  await visitor.call(accountEndpoints.register, {
    body: {
      user_type: 'individual',
      first_name: 'Bench',
      last_name: 'Mark',
      email,
      password,
      password_confirmation: password,
    },
  });
  const link = await waitForMailLink(dataDir, email, '/verify-email/');
  const code = link.split('/verify-email/')[1];
  const { token, verify } = await visitor.call(accountEndpoints.verifyEmail, {
    body: { email_verified_code: code ?? '' },
  });
  await choosePackage(baseUrl, token, verify.id, email);
  return token;
}

/** A realistic member: the user reply then carries a membership and plan features. */
async function choosePackage(baseUrl: string, token: string, userId: number, email: string) {
  const member = apiOn(baseUrl, token);
  const { packages } = await member.call(packageEndpoints.packageTypes);
  const trial = packages.find((entry) => entry.billed === 'trial');
  await member.call(packageEndpoints.membership, {
    body: { user_id: userId, user_email: email, submittedData: { package: trial?.id } },
  });
}

/** Headers Node.js adds to every reply by itself; the bare route gets them the same way. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The reply's own headers (content type and the security headers every API reply carries). */
const replyHeadersOf = (reply: Response) =>
  Object.fromEntries([...reply.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));

/** The two sides must answer alike, or the ratio compares different work. */
async function expectSameReply(url: string, body: string, headers: Record<string, string>) {
  const reply = await fetch(url);
  const same = (await reply.text()) === body && JSON.stringify(replyHeadersOf(reply)) === JSON.stringify(headers);
  if (!same) throw new Error(`the bare route does not answer the same bytes as ${callLabel(accountEndpoints.user)}`);
}

async function startBareServer(body: string, headers: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/bare-server.ts')], {
    env: { ...process.env, PORT: String(port), BARE_BODY: body, BARE_HEADERS: JSON.stringify(headers) },
    stdio: 'inherit',
  });
  const url = userAddressOn(`http://127.0.0.1:${port}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

export async function benchUserEndpoint() {
  const app = await startProductionServer();
  try {
    const token = await signedInToken(app.baseUrl, app.dataDir);
    const headers = { authorization: `Bearer ${token}` };
    const reply = await fetch(userAddressOn(app.baseUrl), { headers });
    const body = await reply.text();
    const replyHeaders = replyHeadersOf(reply);
    const bare = await startBareServer(body, replyHeaders);
    try {
      await expectSameReply(bare.url, body, replyHeaders);
      await runLoad(bare.url, {}, 2);
      await runLoad(userAddressOn(app.baseUrl), headers, 2);
      // A shared machine's speed drifts by a third within minutes, so the two sides are measured
      // in back-to-back pairs (each pair in the other order from the last) and the ratio is the
      // median of the pairs' ratios: a slow spell then hits both halves of a pair alike.
      const bareRounds: LoadResult[] = [];
      const appRounds: LoadResult[] = [];
      const pairRatios: number[] = [];
      const measureBare = () => runLoad(bare.url, {}, SECONDS);
      const measureApp = () => runLoad(userAddressOn(app.baseUrl), headers, SECONDS);
      for (let pair = 0; pair < PAIRS; pair++) {
        let bareRound: LoadResult;
        let appRound: LoadResult;
        if (pair % 2 === 0) {
          bareRound = await measureBare();
          appRound = await measureApp();
        } else {
          appRound = await measureApp();
          bareRound = await measureBare();
        }
        bareRounds.push(bareRound);
        appRounds.push(appRound);
        pairRatios.push(Number((appRound.requestsPerSecond / bareRound.requestsPerSecond).toFixed(3)));
      }
      if (appRounds.some((round) => round.non2xx > 0 || round.errors > 0)) {
        throw new Error(`${callLabel(accountEndpoints.user)} failed under load: ${JSON.stringify(appRounds)}`);
      }
      return {
        name: 'get-user-vs-bare-fastify',
        description: `Authenticated ${callLabel(accountEndpoints.user)} (SQLite) vs a bare Fastify route returning the same bytes`,
        purpose: 'information, not a target',
        payloadBytes: Buffer.byteLength(body),
        replyHeaders: Object.keys(replyHeaders),
        durationSeconds: SECONDS,
        pairs: PAIRS,
        connections: 32,
        bare: best(bareRounds),
        app: best(appRounds),
        pairRatios,
        ratio: Number(median(pairRatios).toFixed(3)),
      };
    } finally {
      bare.stop();
    }
  } finally {
    await app.stop();
  }
}
