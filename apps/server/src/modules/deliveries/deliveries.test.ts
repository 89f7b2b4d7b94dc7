import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from '../../platform/jobs/in-process-queue.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createSmsSender } from '../../platform/sms/sms-sender.ts';
import { replyOf } from '../../test/call-app.ts';
import { readOutbox } from '../../test/outbox.ts';
import { readSmsOutbox, type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { eventAccessOf } from '../events/index.ts';
import { createDeliveriesRepository } from './deliveries.repository.ts';
import {
  type ComposedMessage,
  createDeliveryService,
  type DeliveryService,
  deliveryJob,
  INTERRUPTED_REASON,
} from './delivery.service.ts';
import { guestEmailOf } from './guest-email.ts';

describe.each(TEST_DIALECTS)('the delivery ledger on %s', (dialect) => {
  let t: TestApp;
  let event: SharingEvent;
  /** A second sender on the same database, for a purpose the app itself does not send yet. */
  let organiserMessages: DeliveryService;
  /** Its own job queue: the app's already has the one handler of its delivery job. */
  let organiserJobs: JobQueue;
  const job = deliveryJob();

  const shareCounts = async () => {
    const rows = await t.app.platform.database.db
      .selectFrom('activity_counts')
      .select(['metric', 'total'])
      .where('metric', 'like', 'share:%')
      .execute();
    return Object.fromEntries(rows.filter((row) => row.total > 0).map((row) => [row.metric, row.total]));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await sharingEvent(t);
    const { dataDir } = t.config;
    organiserJobs = createInProcessJobQueue([job], () => {});
    const repository = createDeliveriesRepository(t.app.platform.database.db);
    organiserMessages = createDeliveryService({
      job,
      repository,
      guestEmailOf: guestEmailOf({ db: t.app.platform.database.db, repository }),
      mailer: createMailer({ smtpUrl: undefined, from: 'Boothdeck <no-reply@boothdeck.test>', dataDir }),
      sms: createSmsSender({ provider: 'outbox' }, dataDir),
      jobs: organiserJobs,
      log: t.app.log,
      receiptAddresses: { opened: (token) => `${t.config.appUrl}/opened/${token}` },
      emitWebhook: async () => {},
      // The ledger alone: the SMS country rule is the app's (see sms-pumping.test.ts).
      checkSmsRecipient: async (_eventId, phone) => ({ number: phone }),
      events: eventAccessOf(t.app.platform.database),
    });
    organiserMessages.register('lead_message', async (row): Promise<ComposedMessage> => {
      const to = row.recipient ?? '';
      const text = row.message ?? '';
      return row.channel === 'sms'
        ? { sms: { to, text } }
        : { mail: { to, subject: row.subject ?? '', text, html: `<p>${text}</p>` } };
    });
    await organiserJobs.start({ work: true });
  });
  afterAll(async () => {
    await organiserJobs.stop();
    await t.close();
  });

  it('records how many segments a guest’s SMS share was sent as', async () => {
    const reply = await shareCalls(t.app).byMessage({
      event_id: event.eventId,
      media_id: event.photo.id,
      sharing_platform: 'sms',
      phone: '+61400000001',
    });
    const row = await shareCalls(t.app).row(replyOf(reply).share.id);
    expect(row).toMatchObject({ state: 'sent', purpose: 'share', segments: 1 });
    expect(await shareCounts()).toEqual({ 'share:sms': 1 });
  });

  it('sends an organiser’s message with its own subject and text, and leaves the gallery’s share counts alone', async () => {
    const long = `Thanks for coming! ${'Our next event is on Friday. '.repeat(8)}`;
    const smsId = await organiserMessages.queue({
      eventId: event.eventId,
      purpose: 'lead_message',
      channel: 'sms',
      recipient: '+61400000002',
      message: long,
    });
    const mailId = await organiserMessages.queue({
      eventId: event.eventId,
      purpose: 'lead_message',
      channel: 'email',
      recipient: 'lead@example.com',
      subject: 'See you Friday',
      message: 'Thanks for coming!',
    });
    await organiserJobs.drain();

    expect(await shareCalls(t.app).row(smsId)).toMatchObject({ state: 'sent', purpose: 'lead_message', segments: 2 });
    expect(await shareCalls(t.app).row(mailId)).toMatchObject({ state: 'sent', segments: null, attempts: 1 });
    expect((await readSmsOutbox(t.app, t.config.dataDir)).at(-1)).toEqual({ to: '+61400000002', text: long.trim() });
    expect((await readOutbox(t.app, t.config.dataDir)).some((mail) => mail.subject === 'See you Friday')).toBe(true);
    expect(await shareCounts()).toEqual({ 'share:sms': 1 });
  });

  it('marks unknown, and never sends, a row its job finds claimed by a worker that died mid-send', async () => {
    const repository = createDeliveriesRepository(t.app.platform.database.db);
    const id = await repository.insertQueued(
      { eventId: event.eventId, purpose: 'lead_message', channel: 'sms', recipient: '+61400000009', message: 'Hi' },
      new Date().toISOString(),
    );
    // As a worker killed between its claim and the provider's answer leaves it.
    expect(await repository.claim(id, new Date().toISOString())).toBe(true);
    const sentBefore = (await readSmsOutbox(t.app, t.config.dataDir)).length;
    // The job comes back to another worker once the dead one's lock runs out.
    await organiserJobs.add(job, { deliveryId: id });
    await organiserJobs.drain();
    expect(await shareCalls(t.app).row(id)).toMatchObject({ state: 'unknown', failure_reason: INTERRUPTED_REASON });
    expect(await readSmsOutbox(t.app, t.config.dataDir)).toHaveLength(sentBefore);
  });

  it('refuses to queue a purpose nothing sends, before any row is written', async () => {
    const before = await t.app.platform.database.db.selectFrom('shares').select('id').execute();
    await expect(
      organiserMessages.queue({
        eventId: event.eventId,
        purpose: 'voucher',
        channel: 'sms',
        recipient: '+61400000003',
      }),
    ).rejects.toThrow('Nothing makes messages of purpose voucher');
    expect(await t.app.platform.database.db.selectFrom('shares').select('id').execute()).toHaveLength(before.length);
  });
});
