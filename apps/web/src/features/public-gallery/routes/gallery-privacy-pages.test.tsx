import { stub, stubApi } from '@boothdeck/client/testing';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { ENGLISH_CATALOGUE } from '@boothdeck/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGridReply, buildPublicGallery, buildPublicItem } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';

/** The English page, read as a guest reads it. */
const text = ENGLISH_CATALOGUE;
const firstPage = (id: string) => ({ params: { id }, query: { page: 1, per_page: 40 } });
const { items: gridCall, slider } = publicGalleryCalls;

describe('gallery pages of a gallery that is not everyone’s', { timeout: 15_000 }, () => {
  it('shows a guest "Your photos" with what their browser opened, and says how to find them when it is empty', async () => {
    const own = buildPublicGallery({ privacy: 'own' });
    stubApi(stub(gridCall, buildGridReply([buildPublicItem(1)], own), firstPage('b3duLTE')));
    const mine = renderRoute('/social/gallery/b3duLTE');
    expect(await screen.findByRole('heading', { name: text['guest.privacy.ownTitle'] })).toBeInTheDocument();
    expect(within(await screen.findByTestId('public-grid')).getAllByRole('link')).toHaveLength(1);
    mine.unmount();

    stubApi(stub(gridCall, buildGridReply([], own), firstPage('b3duLTI')));
    renderRoute('/social/gallery/b3duLTI');
    expect(await screen.findByRole('heading', { name: text['guest.privacy.ownEmptyTitle'] })).toBeInTheDocument();
    expect(screen.getByText(text['guest.privacy.ownEmpty'])).toBeInTheDocument();
    expect(screen.queryByText('Items Not Available')).not.toBeInTheDocument();
  });

  it('shows a gallery that is off as a page of its own, the grid and the slide show alike', async () => {
    const off = buildPublicGallery({ privacy: 'off' });
    stubApi(
      stub(gridCall, buildGridReply([], off), firstPage('b2ZmLTE')),
      stub(slider, { gallery: off, gallery_items: [] }, { params: { id: 'b2ZmLTE' } }),
    );
    const grid = renderRoute('/social/gallery/b2ZmLTE');
    expect(await screen.findByRole('heading', { name: text['guest.privacy.offTitle'] })).toBeInTheDocument();
    expect(screen.getByText(text['guest.privacy.off'])).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Slide show' })).not.toBeInTheDocument();
    grid.unmount();

    renderRoute('/social/slide-show/b2ZmLTE');
    expect(await screen.findByRole('heading', { name: text['guest.privacy.offTitle'] })).toBeInTheDocument();
  });
});
