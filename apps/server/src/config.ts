/**
 * Reads the environment once into a typed configuration; a bad value stops start-up with one line.
 * Every variable is in this one file (over 300 lines for that reason): its schema, default and
 * description side by side, which the README's and docs' variable tables are generated from.
 */
import net from 'node:net';
import path from 'node:path';
import type { PaymentGatewayName } from '@boothdeck/contract';
import { z } from 'zod';
import { DEFAULT_SMS_DAILY_CAPS, type SmsDailyCaps } from './modules/sharing/index.ts';
import type { SmsConfig } from './platform/sms/sms-sender.ts';
import type { S3StorageConfig } from './platform/storage/s3-storage.ts';
import { SERVER_ROOT } from './server-root.ts';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Which proxies in front of the server are believed about the client's address. */
export type TrustedProxies = false | number | string[];

const TRUST_PROXY_TEXT =
  "must be false, true (one proxy), a number of proxies, or the proxies' addresses (10.0.0.1,10.0.1.0/24)";

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: false (none), true or 1 (the one proxy that connects to the server), a number of
 * proxies in a row, or a list of the proxies' addresses and ranges. The client's address is the
 * last one in X-Forwarded-For that a trusted proxy did not write itself: never the left-most,
 * which the client writes.
 */
const trustProxyField = z
  .string()
  .trim()
  .transform((value, ctx): TrustedProxies => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TEXT });
    return z.NEVER;
  });

/** A whole number from `min` to `max`, with one message for every way a value misses. */
const wholeNumberFrom = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** Every environment variable the server reads, each with its description (the tables in README.md and docs/deploy.md). */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production').meta({
    description: '`development`, `production` or `test` (the test suite); leave it unset in production',
    testsOnly: true,
    perProcess: 'same',
  }),
  PORT: wholeNumberFrom(0, 65535, 'must be a port number between 0 and 65535')
    .default(3000)
    .meta({ description: 'HTTP port', perProcess: 'may differ (several processes on one machine)' }),
  HOST: z.string().min(1).default('127.0.0.1').meta({
    description:
      'interface to listen on; `0.0.0.0` (or a private address) behind a proxy on another machine, or in a container',
    perProcess: 'may differ',
  }),
  APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://boothdeck.example' })
    .optional()
    .meta({
      description: 'the public address, as clients reach the proxy; used in links in e-mails and replies',
      unset: '`http://localhost:$PORT`',
      perProcess: 'same',
    }),
  DATA_DIR: z.string().min(1).default('./data').meta({
    description:
      'SQLite file, mail and SMS outboxes, local media (`media/`), uploads being received and, without `SECRETS_KEY`, the secrets key (`secrets.key`); a relative path counts from the folder the npm command was typed in (`npm start` and `npm run demo` at the root share `./data`)',
    perProcess: 'same folder when media are local, or when the secrets key is its file',
  }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// (leave unset for SQLite)' })
    .optional()
    .meta({
      description: '`postgres://user:pass@host:5432/db` to use PostgreSQL; required for more than one process',
      unset: 'SQLite file `DATA_DIR/boothdeck.sqlite`',
      perProcess: 'same',
    }),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional()
    .meta({
      description: '`smtp://user:pass@host:587` or `smtps://…` to send real mail',
      unset: '`.eml` files in `DATA_DIR/outbox`',
      perProcess: 'same',
    }),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Boothdeck <no-reply@boothdeck.local>')
    .meta({ description: 'sender of every mail', perProcess: 'same' }),
  SMS_PROVIDER: z.enum(['outbox', 'http', 'twilio']).default('outbox').meta({
    description:
      "`outbox` writes `.txt` files to `DATA_DIR/sms-outbox`; `http` (a generic JSON endpoint) or `twilio` sends guests' SMS shares for real ([docs/sharing.md](docs/sharing.md))",
    perProcess: 'same',
  }),
  SMS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .optional()
    .meta({
      description:
        '`http`: the address messages are posted to; `twilio`: another API base than `https://api.twilio.com`',
      perProcess: 'same',
    }),
  SMS_API_KEY: z
    .string()
    .optional()
    .meta({ description: '`http`: sent as `Authorization: Bearer …`', perProcess: 'same' }),
  SMS_ACCOUNT_SID: z
    .string()
    .optional()
    .meta({ description: "`twilio`: the account's id (required)", perProcess: 'same' }),
  SMS_AUTH_TOKEN: z.string().optional().meta({
    description:
      "`twilio`: the account's token (required); it also verifies the provider's delivery reports, posted to `APP_URL/api/v1/deliveries/sms-report/…`, so `APP_URL` must be the public address the provider reaches",
    perProcess: 'same',
  }),
  SMS_FROM: z
    .string()
    .max(20)
    .optional()
    .meta({ description: 'the sender number or name (required for `twilio`)', perProcess: 'same' }),
  PAYMENT_GATEWAY: z.enum(['test', 'stripe'], { error: 'must be test or stripe' }).default('test').meta({
    description:
      '`test` simulates payments (the usual test-card numbers; a production start warns); `stripe` takes them on Stripe Checkout ([docs/billing.md](docs/billing.md))',
    perProcess: 'same',
  }),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, { error: 'must be a Stripe secret key (sk_live_… or sk_test_…)' })
    .optional()
    .meta({
      description: "`stripe`: the account's secret key (required with it, refused without it)",
      perProcess: 'same',
    }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, { error: "must be the webhook endpoint's signing secret (whsec_…)" })
    .optional()
    .meta({
      description: "`stripe`: the webhook endpoint's signing secret (required with it, refused without it)",
      perProcess: 'same',
    }),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .optional()
    .meta({
      description: "`stripe`: another address for Stripe's API (a local stub in tests)",
      unset: '`https://api.stripe.com`',
      testsOnly: true,
      perProcess: 'same',
    }),
  ALLOW_SIMULATED_PAYMENTS: booleanFlag.default(true).meta({
    description:
      '`false` refuses paid packages, add-ons and event payments while the `test` gateway runs, so a production install without a real gateway gives nothing away',
    perProcess: 'same',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta({ description: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`', perProcess: 'may differ' }),
  TRUST_PROXY: trustProxyField.optional().meta({
    description:
      "behind a reverse proxy: `true` (one proxy), the number of proxies in a row, or their addresses (`10.0.0.1,10.0.1.0/24`), so rate limits see the client's address ([docs/operations.md](docs/operations.md#behind-a-reverse-proxy))",
    unset: '`false`',
    perProcess: 'same',
  }),
  SMS_DAILY_CAP_PER_GALLERY: z.coerce.number({ error: 'must be a whole number' }).int().min(0).optional().meta({
    description: 'guest text messages a gallery may send in any 24 hours ([docs/sharing.md](docs/sharing.md))',
    unset: '`500`',
    perProcess: 'same',
  }),
  SMS_DAILY_CAP_PER_ORGANISER: z.coerce.number({ error: 'must be a whole number' }).int().min(0).optional().meta({
    description: 'guest text messages an organiser may send in any 24 hours, over all events',
    unset: '`2000`',
    perProcess: 'same',
  }),
  CHECK_REPLIES: booleanFlag.default(false).meta({
    description:
      '`true` checks every API reply against its contract schema before sending it (the tests and journeys do)',
    testsOnly: true,
    perProcess: 'may differ',
  }),
  FLEET_MINUTE_MS: wholeNumberFrom(100, 60_000, 'must be a whole number of milliseconds from 100 to 60000')
    .default(60_000)
    .meta({
      description:
        "tests only: how long the booth fleet's minute lasts, so booths go quiet, queues get stuck and alert e-mails are spaced in seconds ([docs/booth-fleet.md](docs/booth-fleet.md))",
      testsOnly: true,
      perProcess: 'same',
    }),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false).meta({
    description:
      'tests only: lets webhooks go to loopback and private addresses over plain http; never set it in production ([docs/webhooks.md](docs/webhooks.md))',
    testsOnly: true,
    perProcess: 'same',
  }),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name' })
    .optional()
    .meta({
      description:
        'media in this S3-compatible bucket ([docs/operations.md](docs/operations.md#media-on-s3-compatible-storage)); the other `S3_` variables need it',
      unset: 'media in `DATA_DIR/media`',
      perProcess: 'same',
    }),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .optional()
    .meta({ description: "the store's address, for another store than AWS S3", unset: 'AWS S3', perProcess: 'same' }),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as eu-west-1' })
    .optional()
    .meta({ description: "the bucket's region", unset: '`us-east-1`', perProcess: 'same' }),
  S3_ACCESS_KEY_ID: z.string().optional().meta({
    description: "the store's access key, with `S3_SECRET_ACCESS_KEY`",
    unset: "the AWS SDK's own credential chain (an instance role)",
    perProcess: 'same',
  }),
  S3_SECRET_ACCESS_KEY: z.string().optional().meta({ description: "the access key's secret", perProcess: 'same' }),
  S3_FORCE_PATH_STYLE: booleanFlag.optional().meta({
    description: '`true` names the bucket in the path, not the host name',
    unset: '`true` with `S3_ENDPOINT`, else `false`',
    perProcess: 'same',
  }),
  S3_REDIRECT_DOWNLOADS: booleanFlag.default(true).meta({
    description:
      'signed downloads answer with a short-lived address of the object itself (the browser must reach the store); `false` streams them through the server',
    perProcess: 'same',
  }),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, {
      error:
        'must start with redis:// or rediss:// (leave unset to run jobs in memory and keep rate limits in the database)',
    })
    .optional()
    .meta({
      description:
        '`redis://host:6379` (or `rediss://`) runs the background jobs on Redis (BullMQ), durable and shared by every process, and keeps the rate limits there; required for more than one process ([docs/operations.md](docs/operations.md#background-jobs))',
      unset: 'jobs in memory, rate limits in the database',
      perProcess: 'same',
    }),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be letters, digits, - or _' })
    .default('boothdeck')
    .meta({
      description:
        'starts every Redis key of this install (jobs, rate limits); give each install sharing a Redis its own',
      perProcess: 'same',
    }),
  JOB_LOCK_SECONDS: wholeNumberFrom(5, 300, 'must be a whole number of seconds from 5 to 300').default(30).meta({
    description:
      "with `REDIS_URL`: how long a worker's hold on a running job lasts unrenewed (5 to 300); a killed worker's jobs run again on another half to twice this after the kill ([docs/operations.md](docs/operations.md#background-jobs))",
    perProcess: 'same on every worker',
  }),
  ROLE: z.enum(['api', 'worker', 'all'], { error: 'must be api, worker or all' }).default('all').meta({
    description: '`all` serves the API and runs the jobs; `api` or `worker` only one of them, and need `REDIS_URL`',
    perProcess: 'differs: that is its point',
  }),
  SECRETS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error: 'must be 32 random bytes in base64url (43 characters), e.g. the contents of a DATA_DIR/secrets.key',
    })
    .optional()
    .meta({
      description:
        '32 random bytes in base64url that seal the secrets the server keeps (webhook signing secrets); every process of an install needs the same one ([docs/operations.md](docs/operations.md#the-secrets-key))',
      unset: '`DATA_DIR/secrets.key`, made at the first start',
      perProcess: 'same',
    }),
  MIGRATE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .pipe(booleanFlag)
    .meta({
      description:
        '`false` starts without migrating, after `npm run migrate`; the process refuses a database that lacks one of its migrations, naming it ([docs/upgrading.md](docs/upgrading.md))',
      unset: '`true`: migrates at start',
      perProcess: 'may differ (`false` on the processes of a rollout)',
    }),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{24,}$/, {
      error: 'must be at least 24 characters, with no spaces (e.g. openssl rand -hex 32)',
    })
    .optional()
    .meta({
      description:
        "the operators' bearer token for `/metrics` and `/api/health?detail=true` ([docs/operations.md](docs/operations.md#watching-the-servers))",
      unset: '`/metrics` a 404, the health detail refused',
      perProcess: 'same',
    }),
  METRICS_PORT: wholeNumberFrom(1, 65535, 'must be a port number between 1 and 65535').optional().meta({
    description: 'a port of its own serving `/metrics` without a token, for a scraper inside the network',
    unset: 'no such port',
    perProcess: 'may differ',
  }),
  WEB_DIST_DIR: z.string().optional().meta({
    description: 'where the built web app is served from',
    unset: '`apps/web/dist`',
    perProcess: 'same build everywhere',
  }),
  PDF_CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium').meta({
    description:
      "the Chromium that prints client reports as PDF (through playwright-core); where it is missing the server still starts and the report's PDF answers 503",
    perProcess: 'may differ',
  }),
  BOOTH_DIST_DIR: z.string().optional().meta({
    description: 'where the built booth kiosk is served from, under `/booth/`',
    unset: '`apps/booth/dist`',
    perProcess: 'same build everywhere',
  }),
});

export type AppConfig = {
  port: number;
  /** The Chromium the client report's PDF is printed with (it may be missing). */
  pdfChromiumPath: string;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where guests' SMS shares go: the DATA_DIR/sms-outbox folder or a provider. */
  sms: SmsConfig;
  /** Guest text messages a gallery, and an organiser, may send in any 24 hours. */
  smsDailyCaps: SmsDailyCaps;
  paymentGateway: PaymentGatewayName;
  /** Stripe's keys and address, when PAYMENT_GATEWAY is stripe. */
  stripe?: StripeSettings;
  /** With the test gateway: whether paid packages may be "bought" at all (ALLOW_SIMULATED_PAYMENTS; default true). */
  allowSimulatedPayments?: boolean;
  /** NODE_ENV; unset counts as production. */
  nodeEnv?: 'development' | 'production' | 'test';
  logLevel: string;
  /** The proxies believed about the client's address (TRUST_PROXY); false when none is. */
  trustProxy: TrustedProxies;
  /** Check every reply against its contract schema before sending it (tests and journeys). */
  checkReplies: boolean;
  /** How long the booth fleet's minute lasts (FLEET_MINUTE_MS): a real minute but in tests. */
  fleetMinuteMs?: number;
  /**
   * Webhooks may go to loopback, private and link-local addresses, and over plain http (tests
   * and journeys with a receiver on this machine). Never in production: it opens the server's
   * own network to whoever registers an endpoint.
   */
  webhooksAllowPrivateAddresses: boolean;
  webDistDir: string;
  /** The built booth kiosk, served under /booth/. */
  boothDistDir: string;
  bodyLimitBytes: number;
  /** Redis for the background jobs and the rate limits every process shares; unset: jobs in memory, limits in the database. */
  redisUrl: string | undefined;
  /** Starts every Redis key of this install, so installs sharing a Redis keep apart. */
  redisPrefix: string;
  /**
   * How long a worker's hold on a running job lasts unrenewed, and how often workers look for
   * jobs whose holder died (JOB_LOCK_SECONDS): a killed worker's jobs run again elsewhere half to
   * twice this after the kill.
   */
  jobLockMs: number;
  /** What this process runs: the API, the background jobs, or both (the default). */
  role: ServerRole;
  /** Media in an S3-compatible bucket (S3_BUCKET); unset, in DATA_DIR/media. */
  s3?: S3Settings;
  /** The key that seals stored secrets (SECRETS_KEY); unset, DATA_DIR/secrets.key. */
  secretsKey?: Buffer;
  /** Migrate the database at start (MIGRATE, the default); false: refuse one that lacks a migration. */
  migrate?: boolean;
  /** The operators' bearer token (METRICS_TOKEN): opens /metrics and the health detail; unset, both are refused. */
  metricsToken?: string;
  /** A port of its own serving /metrics without a token (METRICS_PORT), for a scraper inside the network. */
  metricsPort?: number;
};

export type S3Settings = S3StorageConfig & {
  /** Signed downloads answer with a short-lived address of the object itself (the browser must reach the store). */
  redirectDownloads: boolean;
};

export type ServerRole = 'api' | 'worker' | 'all';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string };

export class ConfigError extends Error {}

type Environment = z.output<typeof environmentSchema>;

const TWILIO_API = 'https://api.twilio.com';

/** The SMS provider the environment names, with the variables it needs present. */
function smsConfigOf(env: Environment): SmsConfig {
  const required = (name: keyof Environment & `SMS_${string}`): string => {
    const value = env[name];
    if (typeof value !== 'string') {
      throw new ConfigError(`Invalid configuration: ${name} is required when SMS_PROVIDER is ${env.SMS_PROVIDER}`);
    }
    return value;
  };
  if (env.SMS_PROVIDER === 'http') {
    return { provider: 'http', url: required('SMS_URL'), apiKey: env.SMS_API_KEY, from: env.SMS_FROM };
  }
  if (env.SMS_PROVIDER === 'twilio') {
    return {
      provider: 'twilio',
      baseUrl: env.SMS_URL ?? TWILIO_API,
      accountSid: required('SMS_ACCOUNT_SID'),
      authToken: required('SMS_AUTH_TOKEN'),
      from: required('SMS_FROM'),
    };
  }
  return { provider: 'outbox' };
}

/** The S3 settings when S3_BUCKET is set: both keys or neither (then the SDK's own chain). */
function s3SettingsOf(env: Environment): S3Settings | undefined {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  const named = Object.keys(env).filter((name) => name.startsWith('S3_') && name !== 'S3_REDIRECT_DOWNLOADS');
  if (!S3_BUCKET) {
    if (named.length > 0) throw new ConfigError(`Invalid configuration: ${named[0]} is set but S3_BUCKET is not`);
    return undefined;
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket: S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
    // Another store than AWS rarely has a host name per bucket.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    redirectDownloads: env.S3_REDIRECT_DOWNLOADS,
  };
}

const STRIPE_API = 'https://api.stripe.com';

/** Stripe's settings when PAYMENT_GATEWAY is stripe, with both keys present; none of them otherwise. */
function stripeSettingsOf(env: Environment): StripeSettings | undefined {
  const named = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const).filter((name) => env[name]);
  if (env.PAYMENT_GATEWAY !== 'stripe') {
    if (named[0]) throw new ConfigError(`Invalid configuration: ${named[0]} is set but PAYMENT_GATEWAY is not stripe`);
    return undefined;
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey)
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENT_GATEWAY is stripe');
  if (!webhookSecret) {
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required when PAYMENT_GATEWAY is stripe');
  }
  return { secretKey, webhookSecret, apiUrl: (env.STRIPE_API_URL ?? STRIPE_API).replace(/\/$/, '') };
}

const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');
const DEFAULT_BOOTH_DIST = path.resolve(SERVER_ROOT, '../booth/dist');

/** Variables whose value may hold a key or a password, and so is never repeated in a message. */
const HOLDS_CREDENTIALS = new Set([
  'SECRETS_KEY',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'SMS_API_KEY',
  'SMS_AUTH_TOKEN',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/**
 * A value as a start-up error repeats it: never a credential variable's, and of any other (an
 * address such as SMS_URL or S3_ENDPOINT) neither the user and password before an `@` nor the
 * query, where providers put keys.
 */
function shownValue(name: string, value: string): string {
  if (HOLDS_CREDENTIALS.has(name)) return 'its value is not shown';
  const [, scheme = '', rest = ''] = /^([a-z][a-z0-9+.-]*:\/*)?(.*)$/is.exec(value) ?? [];
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const userEnd = authority.lastIndexOf('@');
  const afterUser = userEnd === -1 ? rest : `[redacted]${rest.slice(userEnd)}`;
  const shown = `${scheme}${afterUser.replace(/[?#].*$/s, '?[redacted]')}`;
  return `got ${JSON.stringify(shown)}`;
}

export function readConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const blanksRemoved = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const got = shownValue(name, blanksRemoved[name] ?? '');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (${got})`);
  }
  const env = parsed.data;
  if (env.ROLE !== 'all' && !env.REDIS_URL) {
    // In memory, jobs run only in the process that added them: an API alone would send nothing.
    throw new ConfigError(`Invalid configuration: ROLE=${env.ROLE} needs REDIS_URL (without it, use ROLE=all)`);
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError(`Invalid configuration: METRICS_PORT must differ from PORT (both are ${env.PORT})`);
  }
  // Relative paths count from where the command was typed: npm runs `npm start` inside
  // apps/server, and `npm run demo` at the root, but both name the folder they were typed in.
  const typedIn = environment.INIT_CWD ?? process.cwd();
  return {
    port: env.PORT,
    pdfChromiumPath: env.PDF_CHROMIUM_PATH,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(typedIn, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: smsConfigOf(env),
    smsDailyCaps: {
      perGallery: env.SMS_DAILY_CAP_PER_GALLERY ?? DEFAULT_SMS_DAILY_CAPS.perGallery,
      perOrganiser: env.SMS_DAILY_CAP_PER_ORGANISER ?? DEFAULT_SMS_DAILY_CAPS.perOrganiser,
    },
    paymentGateway: env.PAYMENT_GATEWAY,
    stripe: stripeSettingsOf(env),
    allowSimulatedPayments: env.ALLOW_SIMULATED_PAYMENTS,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    checkReplies: env.CHECK_REPLIES,
    fleetMinuteMs: env.FLEET_MINUTE_MS,
    webhooksAllowPrivateAddresses: env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(typedIn, env.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    boothDistDir: env.BOOTH_DIST_DIR ? path.resolve(typedIn, env.BOOTH_DIST_DIR) : DEFAULT_BOOTH_DIST,
    bodyLimitBytes: 1024 * 1024,
    s3: s3SettingsOf(env),
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    jobLockMs: env.JOB_LOCK_SECONDS * 1000,
    role: env.ROLE,
    secretsKey: env.SECRETS_KEY ? Buffer.from(env.SECRETS_KEY, 'base64url') : undefined,
    migrate: env.MIGRATE,
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
  };
}
