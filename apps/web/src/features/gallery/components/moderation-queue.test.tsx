import { callsTo, failure, stub } from '@boothdeck/client/testing';
import {
  galleryEndpoints,
  type ModeratedItem,
  type ModerationQueueReply,
  moderationEndpoints,
} from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGalleryItem, buildGalleryPage, galleryPageRequest } from '@/testing/build-gallery';
import { buildPage } from '@/testing/build-page';
import { openMemberPage } from '@/testing/open-member-page';

const STATE = { event_name: 'Harbour party', uuid: 'b7e3c1d2-0000-4000-8000-00000000abcd', time_zone: 'UTC' };

const waiting = (id: number): ModeratedItem => ({ ...buildGalleryItem(id), moderation: 'pending' });
const queueOf = (ids: number[], approve: 0 | 1 = 1, total = ids.length): ModerationQueueReply => ({
  approve_captures: approve,
  queue: buildPage(ids.map(waiting), 1, total, 24),
});

const openGallery = (stubs: Parameters<typeof openMemberPage>[1]) =>
  openMemberPage({ pathname: '/event-photos/7', state: STATE }, [
    stub(galleryEndpoints.items, buildGalleryPage([]), galleryPageRequest('photo')),
    ...stubs,
  ]);

describe('the moderation queue', { timeout: 15_000 }, () => {
  it('lists the waiting captures with their count, and approves one', async () => {
    let queue = queueOf([11, 12]);
    const { user, fetchMock } = openGallery([
      stub(moderationEndpoints.queue, () => Response.json(queue), { query: { event_id: 7 } }),
      stub(moderationEndpoints.decide, () => {
        queue = queueOf([12]);
        return Response.json({ updated: 1, pending_count: 1 });
      }),
    ]);

    const section = await screen.findByRole('region', { name: /Waiting for approval/ });
    expect(within(section).getByLabelText('2 waiting')).toBeInTheDocument();
    expect(within(section).getAllByRole('img', { name: /^Waiting capture/ })).toHaveLength(2);

    await user.click(within(section).getByRole('button', { name: 'Approve capture 1' }));
    expect(await within(section).findByLabelText('1 waiting')).toBeInTheDocument();
    expect(callsTo(fetchMock, moderationEndpoints.decide)[0]?.body).toEqual({
      event_id: 7,
      media_ids: [11],
      decision: 'approved',
    });
  });

  it('rejects one and approves all', async () => {
    const { user, fetchMock } = openGallery([
      stub(moderationEndpoints.queue, queueOf([21, 22, 23])),
      stub(moderationEndpoints.decide, { updated: 1, pending_count: 2 }),
      stub(moderationEndpoints.approveAll, { updated: 2, pending_count: 0 }),
    ]);
    const section = await screen.findByRole('region', { name: /Waiting for approval/ });

    await user.click(within(section).getByRole('button', { name: 'Reject capture 2' }));
    expect(callsTo(fetchMock, moderationEndpoints.decide)[0]?.body).toMatchObject({
      media_ids: [22],
      decision: 'rejected',
    });
    await user.click(within(section).getByRole('button', { name: 'Approve all' }));
    expect(callsTo(fetchMock, moderationEndpoints.approveAll)[0]?.body).toEqual({ event_id: 7 });
  });

  it('says nothing waits when the event asks for approval and the queue is empty', async () => {
    openGallery([stub(moderationEndpoints.queue, queueOf([]))]);
    const section = await screen.findByRole('region', { name: /Waiting for approval/ });
    expect(within(section).getByText(/Nothing is waiting/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Approve all' })).toBeDisabled();
  });

  it('is not shown for an event that does not ask for approval', async () => {
    openGallery([stub(moderationEndpoints.queue, queueOf([], 0))]);
    expect(await screen.findByText('Items Not Available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Waiting for approval/ })).not.toBeInTheDocument();
  });

  it('shows why a decision was not saved', async () => {
    const { user } = openGallery([
      stub(moderationEndpoints.queue, queueOf([31])),
      stub(moderationEndpoints.decide, failure(404, { message: 'Not found.' })),
    ]);
    const section = await screen.findByRole('region', { name: /Waiting for approval/ });
    await user.click(within(section).getByRole('button', { name: 'Approve capture 1' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });

  it('marks a tile of the gallery that guests cannot see', async () => {
    openMemberPage({ pathname: '/event-photos/7', state: STATE }, [
      stub(moderationEndpoints.queue, queueOf([41])),
      stub(
        galleryEndpoints.items,
        buildGalleryPage([
          buildGalleryItem(42, 'photo', { moderation: 'rejected' }),
          buildGalleryItem(41, 'photo', { moderation: 'pending' }),
          buildGalleryItem(40, 'photo', { moderation: 'approved' }),
        ]),
        galleryPageRequest('photo'),
      ),
    ]);
    await screen.findByRole('button', { name: 'Open photo 1 of 3' });
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Waiting', { exact: true })).toBeInTheDocument();
  });
});
