/**
 * Outgoing mail. SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to DATA_DIR/outbox, where a developer (or a test) can open it. Beside each .eml goes a
 * .txt of the same name with the plain text as written: an .eml's body is quoted-printable,
 * which breaks long links across lines, and the .txt is where a link can be copied whole.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A display name in place of MAIL_FROM's (an organiser's, on a guest's share); the address stays ours. */
  fromName?: string;
  replyTo?: string;
};

/** MAIL_FROM's address, under the message's own display name when it has one. */
function senderOf(from: string, message: MailMessage) {
  const { fromName, ...rest } = message;
  if (!fromName) return { from, ...rest };
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { from: { name: fromName, address }, ...rest };
}

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

const plainTextOf = (message: MailMessage) => `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`;

export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(senderOf(options.from, message));
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(senderOf(options.from, message));
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      // The .txt first, so whoever sees the .eml finds its .txt there too.
      await fs.writeFile(path.join(outbox, `${name}.txt`), plainTextOf(message));
      await fs.writeFile(path.join(outbox, `${name}.eml`), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
