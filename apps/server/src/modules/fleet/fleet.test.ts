import { type BoothHeartbeatBody, type FleetBooth, fleetEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInBooth } from '../../test/booth-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import { healthyReport } from '../../test/fleet-reports.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('booth heartbeats, the Booths panel and commands on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let owner: SignedIn;
  let other: SignedIn;

  const heartbeat = (token: string, body: BoothHeartbeatBody = healthyReport()) =>
    callApp(t.app, fleetEndpoints.heartbeat, { token, body });
  const panel = (member: SignedIn, id: number) =>
    callApp(t.app, fleetEndpoints.eventBooths, { token: member.token, params: { id } });
  const panelOf = async (member: SignedIn, id: number) => replyOf(await panel(member, id));
  const boothsOf = async (member: SignedIn, id: number): Promise<FleetBooth[]> =>
    replyOf(await panel(member, id)).booths;
  const command = (
    member: SignedIn,
    id: number,
    session_id: number,
    kind: 'pause' | 'resume' | 'reload' | 'sign_out',
  ) => callApp(t.app, fleetEndpoints.sendCommand, { token: member.token, params: { id }, body: { session_id, kind } });

  /** A final event of the member with one booth signed in: its id, the booth's token and session. */
  async function eventWithBooth(member: SignedIn, deviceName = 'Booth 1 – foyer') {
    const eventId = await client.finalEvent(member);
    const { uuid } = await client.show(member, eventId);
    const token = await signInBooth(t.app, uuid);
    await t.app.platform.database.db
      .updateTable('booth_sessions')
      .set({ device_name: deviceName })
      .where('event_id', '=', eventId)
      .execute();
    const [booth] = await boothsOf(member, eventId);
    if (!booth) throw new Error('the booth is not in the panel');
    return { eventId, token, sessionId: booth.session_id };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    owner = await client.organiser();
    other = await client.organiser();
  });
  afterAll(() => t.close());

  it('keeps the latest report of each booth and shows it in its own event’s panel only', async () => {
    const first = await eventWithBooth(owner);
    const second = await eventWithBooth(other, 'Booth 9');
    expect(
      replyOf(
        await heartbeat(first.token, healthyReport({ queue: { pending: 3, oldest_unsent_seconds: 40, failed: 1 } })),
      ).next_in_seconds,
    ).toBe(30);
    await heartbeat(first.token, healthyReport({ battery: { level: 0.5, charging: false } }));

    const { booths, reports } = await panelOf(owner, first.eventId);
    expect(booths).toEqual([
      expect.objectContaining({
        session_id: first.sessionId,
        device_name: 'Booth 1 – foyer',
        status: 'live',
        captures_this_hour: 0,
      }),
    ]);
    expect(reports).toEqual([
      expect.objectContaining({
        session_id: first.sessionId,
        app_version: '1.4.0',
        battery: { level: 0.5, charging: false },
        camera: expect.objectContaining({ state: 'ready' }),
      }),
    ]);
    const elsewhere = await panelOf(other, second.eventId);
    expect(elsewhere.booths.map((b) => [b.device_name, b.last_seen_at])).toEqual([['Booth 9', null]]);
    expect(elsewhere.reports).toEqual([]);
    const stored = await t.app.platform.database.db
      .selectFrom('booth_report_history')
      .select('booth_session_id')
      .where('event_id', '=', first.eventId)
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('refuses a report that is not a booth’s or is malformed, naming each field', async () => {
    const { token } = await eventWithBooth(owner);
    expect((await heartbeat(owner.token)).statusCode).toBe(401);
    expect((await callApp(t.app, fleetEndpoints.heartbeat, { body: healthyReport() })).statusCode).toBe(401);
    const bad = await callAppUnchecked(t.app, fleetEndpoints.heartbeat, {
      token,
      body: {
        ...healthyReport(),
        battery: { level: 3, charging: true },
        camera: { state: 'dancing' },
        queue: { pending: -1 },
      },
    });
    expect(Object.keys(errorOf(bad, 422).errors).sort()).toEqual(
      expect.arrayContaining(['battery.level', 'camera.state', 'queue.pending']),
    );
  });

  it('shows an event’s booths and takes commands only from its organiser', async () => {
    const { eventId, sessionId } = await eventWithBooth(owner);
    expect((await panel(other, eventId)).statusCode).toBe(404);
    expect((await command(other, eventId, sessionId, 'pause')).statusCode).toBe(404);
    // A booth of another of the owner's events is not this event's.
    const elsewhere = await eventWithBooth(owner);
    expect((await command(owner, eventId, elsewhere.sessionId, 'pause')).statusCode).toBe(409);
  });

  it('delivers a command in heartbeat replies until one acknowledges it, once, and records who sent it', async () => {
    const { eventId, token, sessionId } = await eventWithBooth(owner);
    const other = await eventWithBooth(owner);
    const sent = replyOf(await command(owner, eventId, sessionId, 'pause'));
    expect(sent.command.kind).toBe('pause');

    const first = replyOf(await heartbeat(token));
    expect(first.commands).toEqual([{ id: sent.command.id, kind: 'pause' }]);
    expect(replyOf(await heartbeat(token)).commands).toEqual(first.commands);
    // Another booth naming it changes nothing.
    await heartbeat(other.token, healthyReport({ acknowledged: [sent.command.id] }));
    expect((await boothsOf(owner, eventId))[0]?.pending_commands.map((c) => c.id)).toEqual([sent.command.id]);

    expect(
      replyOf(await heartbeat(token, healthyReport({ paused: true, acknowledged: [sent.command.id] }))).commands,
    ).toEqual([]);
    await heartbeat(token, healthyReport({ paused: true, acknowledged: [sent.command.id] }));
    const audit = await t.app.platform.database.db
      .selectFrom('booth_commands')
      .selectAll()
      .where('booth_session_id', '=', sessionId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ kind: 'pause', issued_by: owner.user.id, acknowledged_at: expect.any(String) }),
    ]);
    const { booths, reports } = await panelOf(owner, eventId);
    expect(booths[0]?.pending_commands).toEqual([]);
    expect(reports[0]?.paused).toBe(true);
  });

  it('signs a booth out when it reports signing out, and shows it signed out', async () => {
    const { eventId, token, sessionId } = await eventWithBooth(owner);
    const sent = replyOf(await command(owner, eventId, sessionId, 'sign_out'));
    expect(replyOf(await heartbeat(token)).commands.map((c) => c.kind)).toEqual(['sign_out']);
    await heartbeat(token, healthyReport({ acknowledged: [sent.command.id], signing_out: true }));
    expect((await heartbeat(token)).statusCode).toBe(401);
    expect((await boothsOf(owner, eventId)).map((b) => [b.session_id, b.status])).toEqual([[sessionId, 'signed_out']]);
    expect((await command(owner, eventId, sessionId, 'resume')).statusCode).toBe(409);
  });
});
