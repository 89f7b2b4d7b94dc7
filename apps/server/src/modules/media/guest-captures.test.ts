/**
 * The captures guests may see, as other modules read them: approved only for a guest, a booth's
 * own capture still waiting for approval for the guest it took it for, never a rejected one.
 */
import type { Moderation } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFixtures } from '../../test/media-fixtures.ts';
import { sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { EVERY_GUEST, type GuestCaptures, type GuestViewer, guestCapturesOf } from './index.ts';

describe.each(TEST_DIALECTS)('the captures guests may see on %s', (dialect) => {
  let t: TestApp;
  let eventId: number;
  let captures: GuestCaptures;
  const BOOTH = 41;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ eventId } = await sharingEvent(t, false));
    captures = guestCapturesOf(t.app.platform.database);
  });
  afterAll(() => t.close());

  /** A capture of the event (or `of` another, taken `at`) with this moderation, taken by booth session `booth`. */
  async function captureWith(
    moderation: Moderation,
    booth: number | null = BOOTH,
    { of = eventId, at = new Date().toISOString() } = {},
  ) {
    const capture = await mediaFixtures(t.app).add(of, 'photo', at);
    await t.app.platform.database.db
      .updateTable('media_items')
      .set({ moderation, booth_session_id: booth })
      .where('id', '=', capture.id)
      .execute();
    return capture;
  }

  it('shows a guest an approved capture only', async () => {
    const approved = await captureWith('approved');
    expect(await captures.shownCapture(eventId, approved.id, EVERY_GUEST)).toMatchObject({
      id: approved.id,
      moderation: 'approved',
    });
    for (const moderation of ['pending', 'rejected'] as const) {
      const hidden = await captureWith(moderation);
      expect(await captures.shownCapture(eventId, hidden.id, EVERY_GUEST), moderation).toBeUndefined();
    }
    const other = await sharingEvent(t, false);
    expect(await captures.shownCapture(other.eventId, approved.id, EVERY_GUEST)).toBeUndefined();
  });

  it('shows a guest of a gallery that shows each their own only the captures they opened, and none of a closed one', async () => {
    const { eventId: event } = await sharingEvent(t, false);
    const mine = (await captureWith('approved', null, { of: event })).id;
    const theirs = (await captureWith('approved', null, { of: event })).id;
    const own: GuestViewer = { privacy: 'own', own: [mine] };
    expect(await captures.shownCapture(event, mine, own)).toMatchObject({ id: mine });
    expect(await captures.shownCapture(event, theirs, own)).toBeUndefined();
    expect((await captures.pageShown(event, own, 10, 0)).map(({ id }) => id)).toEqual([mine]);
    expect(await captures.countShown(event, own)).toBe(1);
    expect(await captures.countShown(event, { privacy: 'own', own: [] })).toBe(0);
    const off: GuestViewer = { privacy: 'off', own: [mine] };
    expect(await captures.pageShown(event, off, 10, 0)).toEqual([]);
    expect(await captures.countShown(event, off)).toBe(0);
    expect(await captures.viewedCapture(event, mine, off)).toMatchObject({ row: { id: mine } });
    expect(await captures.viewedCapture(event, theirs, off)).toBeUndefined();
    const unsigned = { isSigned: async () => false, viewerOf: async () => own };
    expect(await captures.servedFile(mine, 'thumbnail', unsigned)).toMatchObject({ shownToGuests: true });
    expect(await captures.servedFile(theirs, 'thumbnail', unsigned)).toBeUndefined();
    expect(await captures.servedFile(theirs, 'thumbnail', { ...unsigned, isSigned: async () => true })).toMatchObject({
      shownToGuests: false,
    });
  });

  it('serves the file of an approved capture to anyone, of another only by an address signed for it', async () => {
    const unsigned = { isSigned: async () => false, viewerOf: async () => EVERY_GUEST };
    const signed = { ...unsigned, isSigned: async () => true };
    const approved = await captureWith('approved');
    expect(await captures.servedFile(approved.id, 'thumbnail', unsigned)).toMatchObject({
      capture: { id: approved.id, event_id: eventId },
      shownToGuests: true,
    });
    for (const moderation of ['pending', 'rejected'] as const) {
      const hidden = await captureWith(moderation);
      expect(await captures.servedFile(hidden.id, 'thumbnail', unsigned), moderation).toBeUndefined();
      expect(await captures.servedFile(hidden.id, 'thumbnail', signed), moderation).toMatchObject({
        shownToGuests: false,
      });
    }
    // A photo's original is never a gallery file, signed or not.
    expect(await captures.servedFile(approved.id, 'file', signed)).toBeUndefined();
  });

  it('opens to a share view an approved capture, a pending one only with its own key, never a rejected one', async () => {
    const closed = EVERY_GUEST;
    const approved = await captureWith('approved');
    expect(await captures.viewedCapture(eventId, approved.id, closed)).toMatchObject({
      row: { id: approved.id },
      ownKey: false,
    });
    const pending = await captureWith('pending');
    expect(await captures.viewedCapture(eventId, pending.id, closed)).toBeUndefined();
    expect(await captures.viewedCapture(eventId, pending.id, { ...closed, own: [pending.id] })).toMatchObject({
      row: { id: pending.id },
      ownKey: true,
    });
    const rejected = await captureWith('rejected');
    expect(await captures.viewedCapture(eventId, rejected.id, { ...closed, own: [rejected.id] })).toBeUndefined();
    const other = await sharingEvent(t, false);
    expect(await captures.viewedCapture(other.eventId, approved.id, { ...closed, own: [approved.id] })).toBeUndefined();
  });

  it("gives a booth its own capture waiting for approval, never another booth's, and names a rejected one", async () => {
    const pending = await captureWith('pending');
    expect(await captures.boothShareCapture(eventId, { mediaId: pending.id }, BOOTH)).toMatchObject({ id: pending.id });
    expect(await captures.boothShareCapture(eventId, { clientId: pending.clientId }, BOOTH)).toMatchObject({
      id: pending.id,
    });
    expect(await captures.boothShareCapture(eventId, { mediaId: pending.id }, BOOTH + 1)).toBeUndefined();

    const rejected = await captureWith('rejected');
    expect(await captures.boothShareCapture(eventId, { mediaId: rejected.id }, BOOTH)).toBe('rejected');
    expect(await captures.boothShareCapture(eventId, { mediaId: rejected.id }, BOOTH + 1)).toBeUndefined();

    const approved = await captureWith('approved', null);
    expect(await captures.boothShareCapture(eventId, { mediaId: approved.id }, BOOTH)).toMatchObject({
      id: approved.id,
    });
  });

  it('counts and lists for an archive of a kind only the captures guests may see, oldest first', async () => {
    const { eventId: archived } = await sharingEvent(t, false);
    const add = async (moderation: Moderation, at: string) =>
      (await captureWith(moderation, null, { of: archived, at })).id;
    const before = await captures.countShownOfTypes(archived, ['photo']);
    const older = await add('approved', '2026-01-01T10:00:00.000Z');
    await add('pending', '2026-01-01T11:00:00.000Z');
    await add('rejected', '2026-01-01T12:00:00.000Z');
    const newer = await add('approved', '2026-01-01T13:00:00.000Z');

    expect(await captures.countShownOfTypes(archived, ['photo'])).toBe(before + 2);
    expect(await captures.countShownOfTypes(archived, ['video'])).toBe(0);
    const first = await captures.batchShownOfTypes(archived, ['photo'], undefined, 1);
    expect(first.map(({ id }) => id)).toEqual([older]);
    // The pending and rejected captures taken between the two are skipped.
    const rest = await captures.batchShownOfTypes(archived, ['photo'], first[0], 10);
    expect(rest[0]?.id).toBe(newer);
    expect(rest).toHaveLength(before + 1);
  });

  it('sends a queued share its capture until the organiser rejects it', async () => {
    const pending = await captureWith('pending');
    expect(await captures.queuedShareCapture(eventId, pending.id)).toMatchObject({ moderation: 'pending' });
    const rejected = await captureWith('rejected');
    expect(await captures.queuedShareCapture(eventId, rejected.id)).toBe('rejected');
    expect(await captures.queuedShareCapture(eventId, 999_999)).toBeUndefined();
  });
});
