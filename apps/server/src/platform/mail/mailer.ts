/**
 * Outgoing mail. SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox, where a developer (or a test) can open it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
