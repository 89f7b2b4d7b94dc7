import { stub, stubApi } from '@boothdeck/client/testing';
import type { PublicGalleryItem } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPublicGallery, buildPublicItem, GALLERY_ID, galleryFileAddress } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';
import { VENUE_POLL_MS } from '../api/public-gallery-api';
import { POINTER_IDLE_MS } from '../hooks/use-idle-pointer';
import { SLIDE_ADVANCE_MS } from '../hooks/use-slide-position';
import { VENUE_SLIDE_MIN_MS } from '../hooks/use-venue-slide-position';

/** The venue screen on a gallery whose slider call answers `items()`, or fails as a dropped network does. */
function openVenueShow(items: () => PublicGalleryItem[], offline: () => boolean = () => false) {
  stubApi(
    stub(
      publicGalleryCalls.slider,
      () => {
        if (offline()) throw new TypeError('Failed to fetch');
        return { gallery_items: items(), gallery: buildPublicGallery({ logo: '/logo.png', colour: '#aa3355' }) };
      },
      { params: { id: GALLERY_ID } },
    ),
  );
  return renderRoute(`/social/slide-show/${GALLERY_ID}?venue=1`);
}

const onScreen = () => within(screen.getByTestId('slide-stage')).getByRole('img');
const pictureOf = (id: number) => galleryFileAddress(id, 'preview');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the venue slide show', () => {
  it("fills the screen with the show, the event's logo and the gallery's QR code, without tabs or buttons", async () => {
    openVenueShow(() => [buildPublicItem(2), buildPublicItem(1)]);
    await screen.findByTestId('venue-slide-show');
    expect(onScreen()).toHaveAttribute('src', pictureOf(2));
    expect(screen.getByRole('img', { name: 'QR code of the gallery address' })).toBeInTheDocument();
    expect(screen.getByText('Scan for your photos')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /logo$/ })).toHaveAttribute('src', '/logo.png');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 2')).not.toBeInTheDocument();
  });

  it('goes full screen with its button or the F key, and hides the pointer and button when the mouse is still', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = openVenueShow(() => [buildPublicItem(1)]);
    const show = await screen.findByTestId('venue-slide-show');
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.assign(document.documentElement, { requestFullscreen });
    await view.user.click(screen.getByRole('button', { name: 'Full screen' }));
    await view.user.keyboard('f');
    expect(requestFullscreen).toHaveBeenCalledTimes(2);

    await wait(POINTER_IDLE_MS);
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    expect(show).toHaveStyle({ cursor: 'none' });
    fireEvent.pointerMove(window);
    expect(await screen.findByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(show).not.toHaveStyle({ cursor: 'none' });
  });

  it('keeps showing what it has while the network is down, says it is reconnecting, and shows the newest capture next once back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let items = [2, 1].map((id) => buildPublicItem(id));
    let offline = false;
    openVenueShow(
      () => items,
      () => offline,
    );
    await screen.findByTestId('venue-slide-show');
    expect(onScreen()).toHaveAttribute('src', pictureOf(2));

    offline = true;
    await wait(VENUE_POLL_MS);
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting');
    await wait(SLIDE_ADVANCE_MS);
    // Still running through what it had.
    expect(onScreen()).toHaveAttribute('src', pictureOf(1));

    items = [buildPublicItem(4), buildPublicItem(3), ...items];
    offline = false;
    // Back by itself: the next poll (or retry) succeeds without anyone touching the screen.
    await waitFor(
      async () => {
        await wait(100);
        expect(screen.queryByRole('status')).not.toBeInTheDocument();
        // The slide on screen has had its time: the newest arrival takes over at once.
        expect(onScreen()).toHaveAttribute('src', pictureOf(4));
      },
      { timeout: 10_000 },
    );
    await wait(VENUE_SLIDE_MIN_MS);
    expect(onScreen()).toHaveAttribute('src', pictureOf(3));
  });

  it('keeps the ordinary slide show, with its tabs, at the address without venue', async () => {
    stubApi(stub(publicGalleryCalls.slider, { gallery_items: [buildPublicItem(1)], gallery: buildPublicGallery() }));
    renderRoute(`/social/slide-show/${GALLERY_ID}`);
    expect(await screen.findByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByTestId('venue-slide-show')).not.toBeInTheDocument();
  });
});
