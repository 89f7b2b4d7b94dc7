import { FLEET_MESSAGES, fleetEndpoints, type WebhookBody } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInBooth } from '../../test/booth-client.ts';
import { callApp, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient, HOUR_MS } from '../../test/events-client.ts';
import { healthyReport } from '../../test/fleet-reports.ts';
import { readOutbox } from '../../test/outbox.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { webhooksClient } from '../../test/webhooks-client.ts';

/** The fleet's minute in these tests: quiet after 1 s, stuck after 2 s, one e-mail per booth in 12 s. */
const MINUTE_MS = 200;
const WAIT = { timeout: 8000, interval: 100 };

describe.each(TEST_DIALECTS)('booth alerts on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let owner: SignedIn;
  let receiver: WebhookReceiver;
  const hooks = webhooksClient(() => t.app);

  const heartbeat = (token: string, body = healthyReport()) =>
    callApp(t.app, fleetEndpoints.heartbeat, { token, body });
  const openAlerts = async (eventId: number) =>
    replyOf(await callApp(t.app, fleetEndpoints.eventBooths, { token: owner.token, params: { id: eventId } })).alerts;
  const alertBodies = () =>
    receiver.received
      .map((request) => JSON.parse(request.body) as WebhookBody)
      .filter((body) => body.type === 'booth.alert');
  const alertMails = async () =>
    (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.subject.includes('needs attention'));

  /** A running event of the owner's with a signed-in booth. */
  async function runningEventWithBooth() {
    const eventId = await client.finalEvent(owner);
    await t.app.platform.database.db
      .updateTable('events')
      .set({
        start_at: new Date(Date.now() - HOUR_MS).toISOString(),
        end_at: new Date(Date.now() + HOUR_MS).toISOString(),
      })
      .where('id', '=', eventId)
      .execute();
    const { uuid } = await client.show(owner, eventId);
    return { eventId, token: await signInBooth(t.app, uuid) };
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp(
      dialect,
      { fleetMinuteMs: MINUTE_MS, webhooksAllowPrivateAddresses: true },
      { webhookRetryDelaysMs: [], resumeSweepMs: 200 },
    );
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    owner = await client.organiser();
    replyOf(await hooks.add(owner.token, { url: receiver.url, event_type: 'booth.alert' }));
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('raises a quiet booth once, tells the webhook and e-mails the organiser at most once an hour', async () => {
    const { eventId, token } = await runningEventWithBooth();
    await heartbeat(token);
    await vi.waitFor(async () => expect((await openAlerts(eventId)).map((a) => a.kind)).toEqual(['quiet']), WAIT);
    await vi.waitFor(async () => expect(await alertMails()).toHaveLength(1), WAIT);
    const [mail] = await alertMails();
    expect(mail?.to).toBe(owner.user.email);
    expect(mail?.subject).toMatch(/^Booth \d+ at Harbour Launch Party needs attention$/);
    const text = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(text).toContain(FLEET_MESSAGES.alerts.quiet);
    expect(text).toContain(`/show/event/${eventId}/booths`);
    await vi.waitFor(() => expect(alertBodies()).toHaveLength(1), WAIT);
    expect(alertBodies()[0]?.data).toMatchObject({ alert: { event_id: eventId, kind: 'quiet' } });

    // Back, then quiet again: a second alert and webhook, but no second e-mail within the hour.
    await heartbeat(token);
    expect(await openAlerts(eventId)).toEqual([]);
    await vi.waitFor(async () => expect(await openAlerts(eventId)).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(alertBodies()).toHaveLength(2), WAIT);
    await vi.waitFor(async () => {
      const states = await t.app.platform.database.db
        .selectFrom('booth_alerts')
        .select('mail_state')
        .where('event_id', '=', eventId)
        .orderBy('id')
        .execute();
      expect(states.map((row) => row.mail_state)).toEqual(['mailed', 'skipped']);
    }, WAIT);
    expect(await alertMails()).toHaveLength(1);
  });

  it('raises a stuck queue and low storage from the booth’s report, and clears them when it recovers', async () => {
    const { eventId, token } = await runningEventWithBooth();
    const troubled = healthyReport({
      queue: { pending: 4, oldest_unsent_seconds: 3600, failed: 0 },
      storage: { used_bytes: 95, quota_bytes: 100, persisted: false },
    });
    // Reporting all the while, so it never goes quiet.
    const reporting = setInterval(() => void heartbeat(token, troubled), 300);
    try {
      await vi.waitFor(
        async () =>
          expect((await openAlerts(eventId)).map((a) => a.kind).sort()).toEqual(['queue_stuck', 'storage_low']),
        WAIT,
      );
    } finally {
      clearInterval(reporting);
    }
    await heartbeat(token);
    expect(await openAlerts(eventId)).toEqual([]);
  });

  it('does not alert for a quiet booth of an event that is not running', async () => {
    const eventId = await client.finalEvent(owner);
    const { uuid } = await client.show(owner, eventId);
    const token = await signInBooth(t.app, uuid);
    await heartbeat(token);
    // The panel calls it quiet after three missed reports, well past the quiet alert's time.
    await vi.waitFor(async () => {
      const reply = await callApp(t.app, fleetEndpoints.eventBooths, { token: owner.token, params: { id: eventId } });
      expect(replyOf(reply).booths.map((booth) => booth.status)).toEqual(['quiet']);
    }, WAIT);
    expect(await openAlerts(eventId)).toEqual([]);
  });
});
