import { callsTo, failure, stub, stubApi } from '@boothdeck/client/testing';
import { type MediaType, publicGalleryEndpoints, sharingEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPublicGallery, buildPublicItem, GALLERY_ID, galleryFileAddress } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';

/** An item's address id as the server makes it: base64 of `<event uuid>:<media id>` (the gallery's uuid is `uuid-7`; no padding to escape). */
const VIEW_ID = btoa('uuid-7:12');
const THE_VIEW = { params: { id: VIEW_ID } };
const shown = (mediaType: MediaType, gifBoomerang = false) => ({
  share_gallery: { gallery: buildPublicGallery(), item: buildPublicItem(1, mediaType, gifBoomerang) },
});
const { showShare } = publicGalleryEndpoints;

describe("a guest's view of one item", () => {
  it.each([
    ['3 in 1 animation', 'gif', false],
    ['3 in 1 fast animation', 'burst_gif', false],
    ['boomerang', 'boomerang', true],
  ] as const)('animates a %s in a picture', async (name, mediaType, gifBoomerang) => {
    stubApi(stub(showShare, shown(mediaType, gifBoomerang), THE_VIEW));
    renderRoute(`/social/gallery/view/${VIEW_ID}`);
    expect(await screen.findByRole('img', { name })).toHaveAttribute('src', galleryFileAddress(1, 'file'));
    expect(screen.getByText('Share now with your family and friends')).toBeInTheDocument();
  });

  it('plays a boomerang clip on a loop', async () => {
    stubApi(stub(showShare, shown('boomerang'), THE_VIEW));
    renderRoute(`/gallery/share/view/one/${VIEW_ID}`);
    const clip = await screen.findByLabelText('boomerang');
    expect(clip.tagName).toBe('VIDEO');
    expect(clip).toHaveAttribute('src', galleryFileAddress(1, 'file'));
    expect(clip).toHaveAttribute('loop');
  });

  it("brings a guest who opened a protected gallery's item back to that item once the password is right", async () => {
    let granted = false;
    stubApi(
      stub(
        showShare,
        () => (granted ? shown('photo') : failure(403, { message: 'This gallery is protected by a password.' })()),
        THE_VIEW,
      ),
      stub(publicGalleryEndpoints.checkPassword, () => {
        granted = true;
        return { message: 'success' as const };
      }),
    );
    const view = renderRoute(`/gallery/share/view/one/${VIEW_ID}`);
    const field = await screen.findByLabelText(/Password/);
    expect(view.location()?.pathname).toBe(`/social/gallery/password/${GALLERY_ID}`);
    // Nothing about where the guest came from is in the address.
    expect(view.location()?.search).toBe('');
    await view.user.type(field, 'open sesame');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('img', { name: 'photo' })).toBeInTheDocument();
    expect(view.location()?.pathname).toBe(`/gallery/share/view/one/${VIEW_ID}`);
  });

  it("opens the network's share window even when the share count is refused", async () => {
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    const fetchMock = stubApi(
      stub(showShare, shown('photo'), THE_VIEW),
      stub(sharingEndpoints.countSocialShare, failure(429, { message: MESSAGES.tooManyRequests })),
    );
    const view = renderRoute(`/social/gallery/view/${VIEW_ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\//),
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(callsTo(fetchMock, sharingEndpoints.countSocialShare)).toHaveLength(1));
    // Counting is bookkeeping: the guest sees no error for it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
