import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, SQLite in ./data, mail to the outbox', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.checkReplies).toBe(false);
  });

  it('stops with one line that names a bad variable', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT must be a port number/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => readConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  });

  it('counts relative folders from where npm was run, so npm start and npm run demo share ./data', () => {
    const config = readConfig({ INIT_CWD: '/srv/boothdeck' });
    expect(config.dataDir).toBe('/srv/boothdeck/data');
    expect(readConfig({ INIT_CWD: '/srv/boothdeck', DATA_DIR: 'var/db' }).dataDir).toBe('/srv/boothdeck/var/db');
    expect(readConfig({ INIT_CWD: '/srv/boothdeck', DATA_DIR: '/var/lib/boothdeck' }).dataDir).toBe(
      '/var/lib/boothdeck',
    );
    expect(readConfig({ INIT_CWD: '/srv/boothdeck', WEB_DIST_DIR: 'web' }).webDistDir).toBe('/srv/boothdeck/web');
  });

  it('sends SMS to the outbox unless a provider is named, and names what a provider lacks', () => {
    expect(readConfig({}).sms).toEqual({ provider: 'outbox' });
    expect(() => readConfig({ SMS_PROVIDER: 'http' })).toThrow(/^Invalid configuration: SMS_URL is required/);
    expect(() => readConfig({ SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC1' })).toThrow(/SMS_AUTH_TOKEN is required/);
    expect(() => readConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(readConfig({ SMS_PROVIDER: 'http', SMS_URL: 'https://sms.example/send', SMS_API_KEY: 'k' }).sms).toEqual({
      provider: 'http',
      url: 'https://sms.example/send',
      apiKey: 'k',
      from: undefined,
    });
    const twilio = { SMS_PROVIDER: 'twilio', SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+61400000000' };
    expect(readConfig(twilio).sms).toMatchObject({ provider: 'twilio', baseUrl: 'https://api.twilio.com' });
  });

  it('trusts only the proxy hops or addresses TRUST_PROXY names; true is one hop', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be false, true \(one proxy\), a number of proxies, or the proxies' addresses/,
    );
  });

  it('keeps media in the data folder unless S3_BUCKET is set, and names what an S3 setting lacks', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(
      readConfig({
        S3_BUCKET: 'booth-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'booth-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      redirectDownloads: true,
    });
    expect(readConfig({ S3_BUCKET: 'booth-media', S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(readConfig({ S3_BUCKET: 'booth-media', S3_REDIRECT_DOWNLOADS: 'false' }).s3?.redirectDownloads).toBe(false);
    expect(() => readConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => readConfig({ S3_BUCKET: 'booth-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
    expect(() => readConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET must be an S3 bucket name/);
    expect(() => readConfig({ S3_BUCKET: 'booth-media', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('takes SECRETS_KEY as 32 bytes in base64url, or leaves the key to DATA_DIR/secrets.key', () => {
    expect(readConfig({}).secretsKey).toBeUndefined();
    const key = Buffer.alloc(32, 7);
    expect(readConfig({ SECRETS_KEY: key.toString('base64url') }).secretsKey?.equals(key)).toBe(true);
    expect(() => readConfig({ SECRETS_KEY: 'hunter2' })).toThrow(
      /^Invalid configuration: SECRETS_KEY must be 32 random bytes/,
    );
  });

  it('runs API and jobs in one process unless ROLE splits them, which needs Redis', () => {
    expect(readConfig({})).toMatchObject({ role: 'all', redisUrl: undefined, redisPrefix: 'boothdeck' });
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'agency-1' };
    expect(readConfig({ ...redis, ROLE: 'worker' })).toMatchObject({ role: 'worker', redisPrefix: 'agency-1' });
    expect(readConfig({ ...redis, ROLE: 'api' }).role).toBe('api');
    expect(() => readConfig({ ROLE: 'worker' })).toThrow(
      'Invalid configuration: ROLE=worker needs REDIS_URL (without it, use ROLE=all)',
    );
    expect(() => readConfig({ ...redis, ROLE: 'both' })).toThrow(
      'Invalid configuration: ROLE must be api, worker or all (got "both")',
    );
    expect(() => readConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
      /^Invalid configuration: REDIS_URL must start with redis:\/\/ or rediss:\/\//,
    );
  });

  it('holds a running job 30 s unrenewed unless JOB_LOCK_SECONDS says otherwise, from 5 s to 5 minutes', () => {
    expect(readConfig({}).jobLockMs).toBe(30_000);
    expect(readConfig({ JOB_LOCK_SECONDS: '5' }).jobLockMs).toBe(5_000);
    for (const bad of ['4', '301', '2.5', 'soon']) {
      expect(() => readConfig({ JOB_LOCK_SECONDS: bad })).toThrow(
        `Invalid configuration: JOB_LOCK_SECONDS must be a whole number of seconds from 5 to 300 (got "${bad}")`,
      );
    }
  });

  it('never repeats a credential in an error: not the user and password of an address, nor its query', () => {
    const cases: [Record<string, string>, string][] = [
      [{ SMS_PROVIDER: 'http', SMS_URL: 'ftp://sms-user:sms-pass-77@sms.example.com/send?key=k-991' }, 'SMS_URL'],
      [{ S3_BUCKET: 'media', S3_ENDPOINT: 's3://AKIA-ID-55:s3-secret-66@minio.local:9000' }, 'S3_ENDPOINT'],
      [{ APP_URL: 'https://admin:app-pass-88@ bad host/?token=t-123' }, 'APP_URL'],
      [{ SMTP_URL: 'http://mail-user:mail-pass-44@mail.example.com' }, 'SMTP_URL'],
    ];
    for (const [environment, name] of cases) {
      const message = (() => {
        try {
          readConfig(environment);
        } catch (error) {
          return (error as Error).message;
        }
        return 'no error';
      })();
      expect(message, name).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      for (const secret of ['sms-user', 'sms-pass-77', 'k-991', 'AKIA-ID-55', 's3-secret-66', 'app-pass-88', 't-123']) {
        expect(message, name).not.toContain(secret);
      }
      expect(message, name).not.toContain('mail-pass-44');
    }
    // What is not a credential is still shown, to find the mistake by.
    expect(() => readConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 's3://key:secret@minio.local:9000' })).toThrow(
      '(got "s3://[redacted]@minio.local:9000")',
    );
  });

  it('takes payments with the test gateway unless PAYMENT_GATEWAY=stripe, which needs both Stripe keys', () => {
    expect(readConfig({})).toMatchObject({ paymentGateway: 'test', stripe: undefined, allowSimulatedPayments: true });
    expect(readConfig({ ALLOW_SIMULATED_PAYMENTS: 'false' }).allowSimulatedPayments).toBe(false);
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };
    expect(readConfig({ PAYMENT_GATEWAY: 'stripe', ...keys }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      apiUrl: 'https://api.stripe.com',
    });
    expect(
      readConfig({ PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:12111');
    const lines: [Record<string, string>, RegExp][] = [
      [{ PAYMENT_GATEWAY: 'paypal' }, /^Invalid configuration: PAYMENT_GATEWAY must be test or stripe/],
      [
        { PAYMENT_GATEWAY: 'stripe' },
        /^Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENT_GATEWAY is stripe$/,
      ],
      [
        { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123' },
        /^Invalid configuration: STRIPE_WEBHOOK_SECRET is required when PAYMENT_GATEWAY is stripe$/,
      ],
      [{ ...keys }, /^Invalid configuration: STRIPE_SECRET_KEY is set but PAYMENT_GATEWAY is not stripe$/],
      [
        { PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_live_oops' },
        /^Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key .* \(its value is not shown\)$/,
      ],
      [
        { PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_WEBHOOK_SECRET: 'secret' },
        /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/,
      ],
      [
        { PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_API_URL: 'stripe' },
        /^Invalid configuration: STRIPE_API_URL must be/,
      ],
      [{ ALLOW_SIMULATED_PAYMENTS: 'no' }, /^Invalid configuration: ALLOW_SIMULATED_PAYMENTS/],
    ];
    for (const [environment, line] of lines)
      expect(() => readConfig(environment), JSON.stringify(environment)).toThrow(line);
    expect(() => readConfig({ PAYMENT_GATEWAY: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_live_oops' })).not.toThrow(
      /pk_live_oops/,
    );
  });

  it('keeps /metrics and the health detail closed unless METRICS_TOKEN or METRICS_PORT is set', () => {
    expect(readConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    const token = 'a3f9c2e7b1d84f6a9e0c5b7d2f1a8e4c';
    expect(readConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: token,
      metricsPort: 9464,
    });
    expect(() => readConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 24 characters, with no spaces (e.g. openssl rand -hex 32) (its value is not shown)',
    );
    expect(() => readConfig({ METRICS_PORT: '70000' })).toThrow(/^Invalid configuration: METRICS_PORT must be a port/);
    expect(() => readConfig({ METRICS_PORT: '3000' })).toThrow(
      'Invalid configuration: METRICS_PORT must differ from PORT (both are 3000)',
    );
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('migrates at start unless MIGRATE=false, which leaves it to npm run migrate', () => {
    expect(readConfig({}).migrate).toBe(true);
    expect(readConfig({ MIGRATE: 'false' }).migrate).toBe(false);
    expect(readConfig({ MIGRATE: '0' }).migrate).toBe(false);
    expect(() => readConfig({ MIGRATE: 'no' })).toThrow(
      'Invalid configuration: MIGRATE must be true or false (got "no")',
    );
  });
});
