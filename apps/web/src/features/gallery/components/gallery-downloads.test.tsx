import { callsTo, failure, type StubAnswer, stub } from '@boothdeck/client/testing';
import { galleryEndpoints } from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callAddress } from '@/shared/api/api-client';
import { galleryStubs } from '@/testing/build-gallery';
import { openMemberPage } from '@/testing/open-member-page';

const LINK = {
  url: callAddress(galleryEndpoints.downloadOne, {
    params: { mediaId: 12 },
    query: { expires: 1790000000, signature: 'abcdefghijklmnopqrstuv' },
  }),
  expires_at: '2026-11-25T02:00:00.000Z',
};

function openGallery(downloadLink: StubAnswer<typeof galleryEndpoints.downloadLink> = LINK) {
  const open = vi.fn<typeof window.open>(() => ({}) as Window);
  vi.stubGlobal('open', open);
  const view = openMemberPage(
    {
      pathname: '/event-photos/7',
      state: { event_name: 'Harbour party', uuid: 'uuid-7', time_zone: 'Australia/Sydney' },
    },
    [...galleryStubs([12, 11]), stub(galleryEndpoints.downloadLink, downloadLink)],
  );
  return { ...view, open };
}

describe('gallery downloads', { timeout: 15_000 }, () => {
  it('downloads one item from its tile through a signed link in a new window', async () => {
    const { user, fetchMock, open } = openGallery();

    await user.click(await screen.findByRole('button', { name: 'Download photo 1 of 2' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LINK.url, '_blank'));
    expect(callsTo(fetchMock, galleryEndpoints.downloadLink).map(({ body }) => body)).toEqual([{ media_id: 12 }]);
    // The link is the server's signed one: the session's token is only ever in the call's header.
    expect(open.mock.calls[0]?.[0]).not.toContain('token-1');
  });

  it('downloads the item on screen from the slider', async () => {
    const { user, fetchMock, open } = openGallery();
    await user.click(await screen.findByRole('button', { name: 'Open photo 1 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });

    await user.click(within(dialog).getByRole('button', { name: 'Download photo 1 of 2' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LINK.url, '_blank'));
    expect(callsTo(fetchMock, galleryEndpoints.downloadLink).map(({ body }) => body)).toEqual([{ media_id: 12 }]);
  });

  it('downloads every item of the open tab, then of every tab', async () => {
    const { user, fetchMock, open } = openGallery();

    await user.click(await screen.findByRole('button', { name: 'Download All Photos' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(callsTo(fetchMock, galleryEndpoints.downloadLink).map(({ body }) => body)).toEqual([
      { event_id: 7, type: 'photos' },
      { event_id: 7, type: 'all' },
    ]);
  });

  it('shows the server’s message and opens nothing when there is nothing to download', async () => {
    const { user, open } = openGallery(failure(404, { message: 'There are no videos to download.' }));
    await screen.findByRole('button', { name: 'Open photo 1 of 2' });

    await user.click(screen.getByRole('tab', { name: 'Video' }));
    await user.click(await screen.findByRole('button', { name: 'Download All Videos' }));
    expect(await screen.findByText('There are no videos to download.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('offers the link by hand when the browser blocks the new window', async () => {
    const { user, open } = openGallery();
    open.mockReturnValue(null);

    await user.click(await screen.findByRole('button', { name: 'Download photo 2 of 2' }));
    expect(await screen.findByRole('link', { name: 'Open the download' })).toHaveAttribute('href', LINK.url);
  });
});
