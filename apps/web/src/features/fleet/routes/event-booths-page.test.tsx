import { stub } from '@boothdeck/client/testing';
import {
  type EventBoothsReply,
  eventEndpoints,
  FLEET_MESSAGES,
  type FleetBooth,
  type FleetReport,
  fleetEndpoints,
} from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';

const READ_AT = '2026-12-03T20:00:00.000Z';
const EVENT = buildEvent({ id: 41, event_name: 'Harbour Gala', state: 'live' });

const booth = (change: Partial<FleetBooth>): FleetBooth => ({
  session_id: 1,
  device_name: 'Foyer',
  status: 'live',
  signed_in_at: '2026-12-03T18:00:00.000Z',
  last_seen_at: '2026-12-03T19:59:48.000Z',
  captures_this_hour: 37,
  pending_commands: [],
  ...change,
});
const report = (change: Partial<FleetReport>): FleetReport => ({
  session_id: 1,
  app_version: '1.4.0',
  queue: { pending: 2, oldest_unsent_seconds: 75, failed: 0 },
  storage: { used_bytes: 9_500_000_000, quota_bytes: 10_000_000_000, persisted: true },
  battery: { level: 0.64, charging: false },
  camera: { state: 'ready', label: 'Logitech BRIO', width: 1920, height: 1080 },
  online_since: '2026-12-03T18:00:00.000Z',
  last_capture_at: '2026-12-03T19:58:00.000Z',
  paused: false,
  ...change,
});

describe('the Booths page', { timeout: 15_000 }, () => {
  it("shows each booth's state and report and the open alerts, and sends a pause", async () => {
    let reply: EventBoothsReply = {
      event_id: EVENT.id,
      booths: [
        booth({}),
        booth({ session_id: 2, device_name: 'Terrace', status: 'quiet', last_seen_at: null, captures_this_hour: 0 }),
      ],
      reports: [report({})],
      alerts: [{ id: 5, session_id: 2, device_name: 'Terrace', kind: 'quiet', raised_at: '2026-12-03T19:58:00.000Z' }],
      read_at: READ_AT,
    };
    const { user, fetchMock } = openMemberPage(`/show/event/${EVENT.id}/booths`, [
      stub(eventEndpoints.show, { event: EVENT }),
      stub(fleetEndpoints.eventBooths, () => reply),
      stub(fleetEndpoints.sendCommand, ({ body }) => {
        const command = { id: 9, kind: body.kind, issued_at: READ_AT };
        reply = {
          ...reply,
          booths: reply.booths.map((b) => (b.session_id === 1 ? { ...b, pending_commands: [command] } : b)),
        };
        return { message: FLEET_MESSAGES.commandSent.pause, command };
      }),
    ]);
    const foyer = await screen.findByRole('article', { name: 'Foyer' });
    expect(within(foyer).getByText('Live')).toBeInTheDocument();
    expect(within(foyer).getByText('2 waiting · oldest 1 min')).toBeInTheDocument();
    expect(within(foyer).getByText('64%')).toBeInTheDocument();
    expect(within(foyer).getByText('37')).toBeInTheDocument();
    expect(within(foyer).getByText(/477 MB free of 9.3 GB/)).toBeInTheDocument();
    expect(within(foyer).getByText('Working · Logitech BRIO · 1920×1080')).toBeInTheDocument();
    const terrace = screen.getByRole('article', { name: 'Terrace' });
    expect(within(terrace).getByText('Quiet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`Terrace ${FLEET_MESSAGES.alerts.quiet}`);

    await user.click(within(foyer).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(FLEET_MESSAGES.commandSent.pause)).toBeInTheDocument();
    expect(await within(foyer).findByText(/Pause sent 0 s ago/)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ session_id: 1, kind: 'pause' });
  });
});
