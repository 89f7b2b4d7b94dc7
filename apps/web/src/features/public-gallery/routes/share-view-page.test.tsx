import type { MediaType } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPublicGallery, buildPublicItem, GALLERY_ID } from '@/testing/build-public-gallery';
import { jsonReply, renderRoute } from '@/testing/render-route';
import { callsTo, reply, stubApi } from '@/testing/stub-api';

/** An item's address id as the server makes it: base64 of `<event uuid>:<media id>` (the gallery's uuid is `uuid-7`; no padding to escape). */
const VIEW_ID = btoa('uuid-7:12');
const SHOW = `show-gallery-share/${VIEW_ID}`;
const shown = (mediaType: MediaType, gifBoomerang = false) =>
  reply(200, { share_gallery: { gallery: buildPublicGallery(), item: buildPublicItem(1, mediaType, gifBoomerang) } });

describe("a guest's view of one item", { timeout: 20_000 }, () => {
  it.each([
    ['3 in 1 animation', 'gif', false],
    ['3 in 1 fast animation', 'burst_gif', false],
    ['boomerang', 'boomerang', true],
  ] as const)('animates a %s in a picture', async (name, mediaType, gifBoomerang) => {
    stubApi({ [SHOW]: shown(mediaType, gifBoomerang) });
    renderRoute(`/social/gallery/view/${VIEW_ID}`);
    expect(await screen.findByRole('img', { name })).toHaveAttribute('src', '/api/v1/social-gallery-file/1/file');
    expect(screen.getByText('Share now with your family and friends')).toBeInTheDocument();
  });

  it('plays a boomerang clip on a loop', async () => {
    stubApi({ [SHOW]: shown('boomerang') });
    renderRoute(`/gallery/share/view/one/${VIEW_ID}`);
    const clip = await screen.findByLabelText('boomerang');
    expect(clip.tagName).toBe('VIDEO');
    expect(clip).toHaveAttribute('src', '/api/v1/social-gallery-file/1/file');
    expect(clip).toHaveAttribute('loop');
  });

  it("brings a guest who opened a protected gallery's item back to that item once the password is right", async () => {
    let granted = false;
    stubApi({
      [SHOW]: (init, url) =>
        granted ? shown('photo')(init, url) : jsonReply(403, { message: 'This gallery is protected by a password.' }),
      'check-gallery-password': () => {
        granted = true;
        return jsonReply(200, { message: 'success' });
      },
    });
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
    const fetchMock = stubApi({
      [SHOW]: shown('photo'),
      'share-gallery-count': reply(429, { message: MESSAGES.tooManyRequests }),
    });
    const view = renderRoute(`/social/gallery/view/${VIEW_ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\//),
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(callsTo(fetchMock, 'share-gallery-count')).toHaveLength(1));
    // Counting is bookkeeping: the guest sees no error for it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
