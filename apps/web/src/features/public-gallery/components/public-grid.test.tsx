import { callsTo, stub, stubApi } from '@boothdeck/client/testing';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGridReply, buildPublicItem, GALLERY_ID } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';

const gridPage = (page: number) => ({ params: { id: GALLERY_ID }, query: { page, per_page: 40 } });
const tiles = async () => within(await screen.findByTestId('public-grid')).getAllByRole('link');
const items = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => buildPublicItem(from + index));

/** How tall the grid is: every row of the items loaded, drawn or not. */
const gridHeight = () =>
  Number.parseFloat((screen.getByTestId('public-grid').firstElementChild as HTMLElement).style.height);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('the public grid', { timeout: 15_000 }, () => {
  afterEach(() => scrollTo(0));

  it('is as tall as its lowest tile, a big video on the last row included, so the footer never covers it', async () => {
    const loaded = [...items(1, 4), buildPublicItem(5, 'video')];
    stubApi(stub(publicGalleryCalls.items, buildGridReply(loaded), gridPage(1)));
    renderRoute(`/social/gallery/${GALLERY_ID}`);
    await waitFor(async () => expect(await tiles()).toHaveLength(5));
    const bottoms = (await tiles()).map((tile) => {
      const box = tile.closest<HTMLElement>('[style*="position: absolute"]') ?? tile;
      return Number.parseFloat(box.style.top) + Number.parseFloat(box.style.height);
    });
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(gridHeight());
  });

  it('keeps only the tiles near the screen with 10,000 items loaded, wherever the guest scrolls', async () => {
    stubApi(stub(publicGalleryCalls.items, buildGridReply(items(1, 10_000)), gridPage(1)));
    renderRoute(`/social/gallery/${GALLERY_ID}`);
    const first = await tiles();
    expect(first[0]).toHaveAttribute('href', '/gallery/share/view/one/view-1');
    expect(first.length).toBeLessThan(60);
    // The grid is as tall as all of its rows, so the page scrolls to the end.
    const height = gridHeight();
    expect(height).toBeGreaterThan(100_000);

    scrollTo(height);
    await waitFor(async () =>
      expect((await tiles()).at(-1)).toHaveAttribute('href', '/gallery/share/view/one/view-10000'),
    );
    const last = await tiles();
    expect(last.length).toBeLessThan(60);
    expect(last.map((tile) => tile.getAttribute('href'))).not.toContain('/gallery/share/view/one/view-1');
  });

  it('asks for the next page when the last loaded row comes near the screen', async () => {
    const page = (number: number) => {
      const { gallery, gallery_items } = buildGridReply(items((number - 1) * 40 + 1, number * 40));
      return { gallery, gallery_items: { ...gallery_items, current_page: number, last_page: 250, total: 10_000 } };
    };
    const fetchMock = stubApi(
      stub(publicGalleryCalls.items, page(1), gridPage(1)),
      stub(publicGalleryCalls.items, page(2), gridPage(2)),
    );
    renderRoute(`/social/gallery/${GALLERY_ID}`);
    await tiles();
    expect(callsTo(fetchMock, publicGalleryCalls.items, gridPage(2))).toHaveLength(0);

    scrollTo(gridHeight() - 800);
    await waitFor(() => expect(callsTo(fetchMock, publicGalleryCalls.items, gridPage(2))).toHaveLength(1));
    await waitFor(async () =>
      expect((await tiles()).map((tile) => tile.getAttribute('href'))).toContain('/gallery/share/view/one/view-41'),
    );
    scrollTo(gridHeight() - 800);
    await waitFor(async () =>
      expect((await tiles()).at(-1)).toHaveAttribute('href', '/gallery/share/view/one/view-80'),
    );
  });
});
