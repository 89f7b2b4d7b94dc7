/**
 * A process that dies after an event's row is committed but before its job runs loses nothing:
 * the next process's start (and the sweep every minute) adds the jobs of pending events and
 * queued deliveries again. One that dies between a capture's commit and its event row loses
 * nothing either: the sweep records the event. The second process here is a second outbox on the same database with
 * a queue of its own, as a restarted server would have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from '../../platform/jobs/in-process-queue.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { replyOf } from '../../test/call-app.ts';
import { cameraJpeg } from '../../test/capture-fixtures.ts';
import { postMedia } from '../../test/media-upload-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { voucherEvent } from '../../test/vouchers-client.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { webhooksClient } from '../../test/webhooks-client.ts';
import { eventAccessOf } from '../events/index.ts';
import { createWebhookBodies } from './webhook-bodies.ts';
import { webhookDeliveryJob, webhookEventJob } from './webhook-jobs.ts';
import { createWebhookMissedEventsRepository } from './webhook-missed-events.repository.ts';
import { createWebhookOutboxRepository } from './webhook-outbox.repository.ts';
import { createWebhookOutbox, type WebhookOutbox } from './webhook-outbox.service.ts';
import { webhookSubjectsOf } from './webhook-subjects.ts';

describe.each(TEST_DIALECTS)('webhook events after a restart on %s', (dialect) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let restartedJobs: JobQueue;
  let restarted: WebhookOutbox;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp(dialect, { webhooksAllowPrivateAddresses: true });
    const { db } = t.app.platform.database;
    const deliveryJob = webhookDeliveryJob([50]);
    restartedJobs = createInProcessJobQueue([webhookEventJob, deliveryJob], () => {});
    const events = eventAccessOf(t.app.platform.database);
    restarted = createWebhookOutbox({
      outbox: createWebhookOutboxRepository(db),
      missedEvents: createWebhookMissedEventsRepository(db),
      bodies: createWebhookBodies({
        subjects: webhookSubjectsOf({ db, events }),
        shareViewAddress: (uuid, id) => `${t.config.appUrl}/share/${uuid}/${id}`,
      }),
      jobs: restartedJobs,
      deliveryJob,
      sendSettings: { allowPrivateAddresses: true, timeoutMs: 1000 },
      secretsBox: t.app.platform.secrets.box,
      log: t.app.log,
      events,
    });
    await restartedJobs.start({ work: true });
  });
  afterAll(async () => {
    await restartedJobs.stop();
    await t.close();
    await receiver.close();
  });

  it('sends an event whose row was written but whose job died with its process', async () => {
    const event = await voucherEvent(t);
    const upload = await postMedia(t.app, event.token, {
      media_type: 'photo',
      client_id: 'webhook-resume-1',
      captured_at: '2026-11-24T21:04:05.120Z',
      file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
    });
    const captureId: number = replyOf(upload).media.id;
    await webhooksClient(() => t.app).add(event.owner.token, { url: receiver.url });
    // What `emit` wrote just before its process died: the pending row, and no job.
    const repository = createWebhookOutboxRepository(t.app.platform.database.db);
    const id = 'evt_00112233445566778899aabb';
    await repository.insertPendingEvent({
      id,
      type: 'capture.created',
      subjectId: captureId,
      userId: event.owner.user.id,
      eventId: event.eventId,
      nowIso: new Date().toISOString(),
    });
    expect(receiver.received).toEqual([]);

    await restarted.resumeQueued();
    await restartedJobs.drain();

    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      id,
      type: 'capture.created',
      data: { capture: { id: captureId, event_id: event.eventId } },
    });
    // A second sweep finds nothing left to send.
    await restarted.resumeQueued();
    await restartedJobs.drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('tells of a capture whose process died between its commit and its event row, once', async () => {
    const event = await voucherEvent(t);
    const upload = async (clientId: string) =>
      postMedia(t.app, event.token, {
        media_type: 'photo',
        client_id: clientId,
        file: { bytes: await cameraJpeg(), name: 'capture.jpg' },
      });
    const before = await upload('webhook-missed-before');
    expect(before.statusCode).toBe(200);
    await webhooksClient(() => t.app).add(event.owner.token, { url: receiver.url });
    const after = await upload('webhook-missed-after');
    const captureId: number = replyOf(after).media.id;
    await t.app.platform.jobs.drain();
    receiver.answerWith([{ status: 200 }]);
    // As if the process had died right after the capture's commit: no event row, nothing sent.
    const { db } = t.app.platform.database;
    const rows = db.selectFrom('webhook_events').select('id').where('subject_id', '=', captureId);
    await db.deleteFrom('webhook_deliveries').where('webhook_event_id', 'in', rows).execute();
    await db
      .deleteFrom('webhook_events')
      .where('type', '=', 'capture.created')
      .where('subject_id', '=', captureId)
      .execute();

    await restarted.resumeQueued();
    await restartedJobs.drain();
    await restarted.resumeQueued();
    await restartedJobs.drain();

    // Only the capture made after the endpoint was added, and once.
    expect(receiver.received.map((request) => JSON.parse(request.body))).toEqual([
      expect.objectContaining({
        type: 'capture.created',
        data: { capture: expect.objectContaining({ id: captureId }) },
      }),
    ]);
  });
});
