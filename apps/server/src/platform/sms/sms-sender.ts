/**
 * Outgoing text messages. Without a provider each message is written as a .txt file to
 * DATA_DIR/sms-outbox, where a developer (or a test) can read it, as mail goes to the outbox.
 * With SMS_PROVIDER set, messages go to a provider over HTTPS: a generic JSON endpoint or a
 * Twilio-style account. A send that the provider refuses throws, naming its answer; the caller
 * (a job with retries) decides whether to try again.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { httpSmsSender, twilioSmsSender } from './http-sms.ts';

/** `statusCallback`: where a provider that reports delivery posts its report of this message. */
export type SmsMessage = { to: string; text: string; statusCallback?: string };

export type SmsSender = { send(message: SmsMessage): Promise<void> };

export type SmsConfig =
  | { provider: 'outbox' }
  /** POSTs `{to, from, text}` as JSON to `url`, with `Authorization: Bearer <apiKey>` when given. */
  | { provider: 'http'; url: string; apiKey: string | undefined; from: string | undefined }
  /** Twilio's Messages resource (or a compatible one at `baseUrl`), with the account's SID and token. */
  | { provider: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string };

export const smsOutboxFolder = (dataDir: string) => path.join(dataDir, 'sms-outbox');

export function createSmsSender(config: SmsConfig, dataDir: string): SmsSender {
  if (config.provider === 'http') return httpSmsSender(config);
  if (config.provider === 'twilio') return twilioSmsSender(config);
  const outbox = smsOutboxFolder(dataDir);
  return {
    async send(message) {
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      // Written aside and renamed into place, so a reader (or a crash mid-write) never sees half a message.
      const partial = path.join(outbox, `${name}.partial`);
      await fs.writeFile(partial, `To: ${message.to}\n\n${message.text}\n`);
      await fs.rename(partial, path.join(outbox, `${name}.txt`));
    },
  };
}
