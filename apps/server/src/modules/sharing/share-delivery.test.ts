import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { dashboardEndpoints, galleryEndpoints } from '@boothdeck/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyOf } from '../../test/call-app.ts';
import { type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

/**
 * An SMTP peer that bounces `bounce-*` for good and turns `flaky-*` away once, then accepts.
 * What it accepts it drops into `folder` as .eml files, so the organiser's sign-up reads its
 * verification mail there as it does from the app's own outbox.
 */
async function pickySmtpServer() {
  const delivered: string[] = [];
  const drop = { folder: '' };
  const turnedAway = new Set<string>();
  const refuse = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce-')) return callback(refuse(550, 'Mailbox unavailable'));
      if (address.address.startsWith('flaky-') && !turnedAway.has(address.address)) {
        turnedAway.add(address.address);
        return callback(refuse(451, 'Try again later'));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        const name = path.join(drop.folder, `${String(delivered.length).padStart(4, '0')}.eml`);
        fs.mkdir(drop.folder, { recursive: true })
          .then(() => fs.writeFile(name, Buffer.concat(chunks)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    delivered,
    drop,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(TEST_DIALECTS)('share deliveries over SMTP, and what they count, on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof pickySmtpServer>>;
  let event: SharingEvent;
  let calls: ReturnType<typeof shareCalls>;

  beforeAll(async () => {
    smtp = await pickySmtpServer();
    t = await createTestApp(dialect, { smtpUrl: smtp.url }, { deliveryRetryDelaysMs: [10, 10] });
    smtp.drop.folder = path.join(t.config.dataDir, 'outbox');
    event = await sharingEvent(t);
    calls = shareCalls(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const item = () => ({ event_id: event.eventId, media_id: event.photo.id });
  const emailShare = async (email: string) => {
    const reply = await calls.byMessage({ ...item(), sharing_platform: 'email', email });
    expect(reply.statusCode, reply.body).toBe(200);
    return replyOf(reply).share.id;
  };
  const socialShares = async () => replyOf(await event.client.call(event.member, dashboardEndpoints.socialShare));

  it('retries a bounced e-mail, then records it failed with the reason and the attempts made', async () => {
    const id = await emailShare('bounce-1@example.com');
    const row = await calls.row(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, sent_at: null, recipient: 'bounce-1@example.com' });
    expect(row.failure_reason).toMatch(/550/);
    expect(smtp.delivered).not.toContain('bounce-1@example.com');
  });

  it('delivers on the second attempt when the first is turned away for now', async () => {
    const id = await emailShare('flaky-1@example.com');
    const row = await calls.row(id);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, failure_reason: null });
    expect(smtp.delivered).toContain('flaky-1@example.com');
  });

  it("counts sent shares, not failed ones, in the dashboard and the item's details", async () => {
    const before = await socialShares();
    const details = async () =>
      replyOf(await event.client.call(event.member, galleryEndpoints.details, { query: { media_id: event.photo.id } }))
        .media;
    const detailsBefore = await details();

    await emailShare('friend-1@example.com');
    await emailShare('bounce-2@example.com');
    await calls.byMessage({ ...item(), sharing_platform: 'sms', phone: '0412555666' });
    for (const sharing_platform of ['facebook', 'linked_in', 'whats_app'] as const) {
      expect((await calls.social({ ...item(), sharing_platform })).statusCode).toBe(200);
    }
    await t.app.platform.jobs.drain();

    expect(await socialShares()).toEqual({
      social_share: {
        total_share: before.social_share.total_share + 5,
        email: before.social_share.email + 1,
        sms: before.social_share.sms + 1,
      },
    });
    expect(await details()).toMatchObject({
      email_shares_count: detailsBefore.email_shares_count + 1,
      sms_shares_count: detailsBefore.sms_shares_count + 1,
      facebook_shares_count: detailsBefore.facebook_shares_count + 1,
      linkedin_shares_count: detailsBefore.linkedin_shares_count + 1,
      // WhatsApp has no field of its own; it is in the total.
      shares_count: detailsBefore.shares_count + 5,
    });
    const pie = replyOf(await event.client.call(event.member, dashboardEndpoints.sharingPie)).graphDataCapture;
    expect(pie.map((slice) => slice.name)).toEqual(expect.arrayContaining(['WhatsApp', 'LinkedIn', 'Facebook']));
  });
});
