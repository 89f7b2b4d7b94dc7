import { callsTo, stub } from '@boothdeck/client/testing';
import { eventEndpoints, galleryEndpoints, moderationEndpoints } from '@boothdeck/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGalleryItem, buildGalleryPage, galleryStubs } from '@/testing/build-gallery';
import { buildPage } from '@/testing/build-page';
import { renderRoute } from '@/testing/render-route';
import { signInAs } from '@/testing/sign-in-as';

/** A queue with a capture waiting, which staff would be asked to approve. */
const waitingQueue = stub(moderationEndpoints.queue, {
  approve_captures: 1,
  queue: buildPage([{ ...buildGalleryItem(3), moderation: 'pending' as const }], 1, 1, 24),
});

describe('a client’s gallery', { timeout: 15_000 }, () => {
  it('opens from My events and shows the event’s items read-only, the slider with its stats', async () => {
    const fetchMock = signInAs('client', waitingQueue, ...galleryStubs([2, 1]));
    const { user } = renderRoute('/my-events');

    await user.click(await screen.findByRole('link', { name: 'Gallery' }));
    expect(await screen.findByRole('heading', { name: 'Brand launch' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open photo 1 of 2' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Waiting for approval/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Event Gallery Link' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 2' }));
    const slider = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(slider).getByRole('img', { name: 'photo' })).toHaveAttribute(
      'src',
      '/media/event_gallery/preview/1.jpg',
    );
    expect(await within(slider).findByRole('row', { name: 'Total shares 1' })).toBeInTheDocument();
    expect(within(slider).queryByRole('button', { name: /Download|Reprint|JPEG|PDF|Delete/ })).not.toBeInTheDocument();
    await user.click(within(slider).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    expect(callsTo(fetchMock, moderationEndpoints.queue)).toHaveLength(0);
    expect(callsTo(fetchMock, eventEndpoints.show)).toHaveLength(0);
  });

  it('answers Not found for an event not given to the client, without asking for its items', async () => {
    signInAs('client', stub(galleryEndpoints.items, buildGalleryPage([buildGalleryItem(1)])));
    renderRoute('/event-photos/8');

    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.queryByRole('button', { name: /^Open photo/ })).not.toBeInTheDocument();
  });
});
