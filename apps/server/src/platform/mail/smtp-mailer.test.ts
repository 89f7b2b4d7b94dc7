import type { AddressInfo } from 'node:net';
import { accountEndpoints } from '@boothdeck/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registrationBody } from '../../test/accounts-client.ts';
import { callApp } from '../../test/call-app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Received = { from: string; to: string[]; data: string };

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the verification mail to the SMTP server with the link in text and HTML', async () => {
    await callApp(t.app, accountEndpoints.register, { body: registrationBody('smtp@example.com') });
    await t.app.platform.jobs.drain();
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.to).toEqual(['smtp@example.com']);
    expect(mail?.from).toBe('no-reply@boothdeck.test');
    const body = mail?.data.replace(/=\r?\n/g, '') ?? '';
    expect(body).toContain('Subject: Verify your Boothdeck email address');
    expect(body).toMatch(/text\/plain[\s\S]*http:\/\/boothdeck\.test\/verify-email\/[A-Za-z0-9_-]{40,}/);
    expect(body).toContain('text/html');
    expect(body).not.toContain(PASSWORD);
  });
});
