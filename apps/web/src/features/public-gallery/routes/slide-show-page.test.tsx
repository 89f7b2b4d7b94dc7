import { stub, stubApi } from '@boothdeck/client/testing';
import type { PublicGalleryItem } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPublicGallery, buildPublicItem, GALLERY_ID, galleryFileAddress } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';
import { SLIDE_SHOW_POLL_MS } from '../api/public-gallery-api';
import { SLIDE_ADVANCE_MS, SLIDE_PAUSE_AFTER_STEP_MS } from '../hooks/use-slide-position';

/** Opens the slide show on a gallery whose slider call answers whatever `items()` holds at the time. */
function openSlideShow(items: () => PublicGalleryItem[]) {
  stubApi(
    stub(publicGalleryCalls.slider, () => ({ gallery_items: items(), gallery: buildPublicGallery() }), {
      params: { id: GALLERY_ID },
    }),
  );
  return renderRoute(`/social/slide-show/${GALLERY_ID}`);
}

/** The picture of the slide on screen (the others are hidden from the guest's assistive tools too). */
const onScreen = () => within(screen.getByTestId('slide-stage')).getByRole('img');
const pictureOf = (id: number) => galleryFileAddress(id, 'preview');
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the slide show', () => {
  it('runs by tab, wrapping round both ways, and says when a tab is empty', async () => {
    const view = openSlideShow(() => [buildPublicItem(3, 'photo'), buildPublicItem(2, 'video'), buildPublicItem(1)]);
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    await view.user.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();

    await view.user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Gifs' }));
    await waitFor(() => expect(screen.getByText('There is no items to show')).toBeInTheDocument());
  });

  it('moves on by itself every few seconds, and waits longer after the guest steps by hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = openSlideShow(() => [3, 2, 1].map((id) => buildPublicItem(id)));
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    await wait(SLIDE_ADVANCE_MS);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await wait(SLIDE_ADVANCE_MS);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await wait(SLIDE_ADVANCE_MS);
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await wait(SLIDE_PAUSE_AFTER_STEP_MS - SLIDE_ADVANCE_MS);
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('shows new captures as they arrive and keeps the slide on screen where it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let items = [3, 2, 1].map((id) => buildPublicItem(id));
    const view = openSlideShow(() => items);
    await screen.findByText('1 / 3');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onScreen()).toHaveAttribute('src', pictureOf(2));

    items = [buildPublicItem(4), ...items];
    await wait(SLIDE_SHOW_POLL_MS);
    await waitFor(() => expect(screen.getByText('3 / 4')).toBeInTheDocument());
    expect(onScreen()).toHaveAttribute('src', pictureOf(2));

    // The new capture is in the show: two steps on, past the end, it comes round.
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    expect(onScreen()).toHaveAttribute('src', pictureOf(4));
  });

  it('goes full screen on a double click', async () => {
    const view = openSlideShow(() => [buildPublicItem(1)]);
    const stage = await screen.findByTestId('slide-stage');
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.assign(stage, { requestFullscreen });
    await view.user.dblClick(stage);
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
  });
});
