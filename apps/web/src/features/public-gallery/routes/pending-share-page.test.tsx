import { callsTo, failure, heldAnswer, stub, stubApi } from '@boothdeck/client/testing';
import { boothSharingEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import { ENGLISH_CATALOGUE } from '@boothdeck/i18n';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPublicGallery, buildPublicItem } from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';
import { pendingShareDelay } from '../api/pending-share-api';

/** The event's uuid in the booth's QR code; the gallery and the item are named from it. */
const UUID = 'uuid-7';
const CLIENT_ID = 'booth7-capture-000123';
const VIEW_ID = btoa(`${UUID}:12`);
const PENDING_PATH = `/gallery/share/pending/${UUID}/${CLIENT_ID}`;
const { pendingShare } = boothSharingEndpoints;

const readyReply = (gallery: ReturnType<typeof buildPublicGallery>) => ({
  status: 'ready' as const,
  gallery,
  view_id: VIEW_ID,
  share_url: `https://x.test/gallery/share/view/one/${VIEW_ID}`,
});
const shareViewStub = (gallery: ReturnType<typeof buildPublicGallery>) =>
  stub(
    publicGalleryEndpoints.showShare,
    { share_gallery: { gallery, item: buildPublicItem(12) } },
    { params: { id: VIEW_ID } },
  );

describe("a booth guest's pending share address", () => {
  it('asks the server to hold the question after the first answer, and shows the photo the moment it answers', async () => {
    const gallery = buildPublicGallery();
    const held = heldAnswer(pendingShare);
    const fetchMock = stubApi(
      stub(pendingShare, { status: 'pending' as const, gallery }),
      stub(pendingShare, held.handler, { query: { wait: 25 } }),
      shareViewStub(gallery),
    );
    const view = renderRoute(PENDING_PATH);
    expect(await screen.findByRole('heading', { name: gallery.event_name })).toBeInTheDocument();
    // The first question was answered at once; the next one is held by the server until the capture is in.
    await waitFor(() => expect(callsTo(fetchMock, pendingShare, { query: { wait: 25 } })).toHaveLength(1));
    held.release(readyReply(gallery));
    expect(await screen.findByRole('img', { name: 'photo' })).toBeInTheDocument();
    expect(view.location()?.pathname).toBe(`/gallery/share/view/one/${VIEW_ID}`);
  });

  it('falls back to plain questions when the held one fails, as behind a proxy that cuts it', {
    timeout: 15_000,
  }, async () => {
    const gallery = buildPublicGallery();
    let plain = 0;
    const fetchMock = stubApi(
      stub(pendingShare, () => (++plain < 2 ? { status: 'pending' as const, gallery } : readyReply(gallery))),
      stub(pendingShare, failure(504, { message: 'Gateway Timeout' }), { query: { wait: 25 } }),
      shareViewStub(gallery),
    );
    renderRoute(PENDING_PATH);
    expect(await screen.findByRole('img', { name: 'photo' }, { timeout: 8000 })).toBeInTheDocument();
    // A plain question, the held one cut, then a plain one again a few seconds later, which found it.
    const asked = callsTo(fetchMock, pendingShare).map((request) => request.query.get('wait'));
    expect(asked).toEqual([null, '25', null]);
  });

  it('says the photo is on its way, then shows it once the booth has uploaded it', { timeout: 15_000 }, async () => {
    let asked = 0;
    const gallery = buildPublicGallery();
    stubApi(
      stub(pendingShare, () => {
        asked += 1;
        return asked < 2
          ? { status: 'pending' as const, gallery }
          : {
              status: 'ready' as const,
              gallery,
              view_id: VIEW_ID,
              share_url: `https://x.test/gallery/share/view/one/${VIEW_ID}`,
            };
      }),
      stub(
        publicGalleryEndpoints.showShare,
        { share_gallery: { gallery, item: buildPublicItem(12) } },
        {
          params: { id: VIEW_ID },
        },
      ),
    );
    const view = renderRoute(PENDING_PATH);
    expect(await screen.findByRole('heading', { name: 'Your photo is on its way' })).toBeInTheDocument();
    // Dressed like the share view: the gallery's name in its header.
    expect(await screen.findByRole('heading', { name: gallery.event_name })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'photo' }, { timeout: 8000 })).toBeInTheDocument();
    expect(view.location()?.pathname).toBe(`/gallery/share/view/one/${VIEW_ID}`);
  });

  it('opens a capture waiting for approval with the guest’s own key, as their e-mail does', async () => {
    const gallery = buildPublicGallery();
    const key = '1900000000.own-key-signature';
    stubApi(
      stub(pendingShare, {
        status: 'ready' as const,
        gallery,
        view_id: VIEW_ID,
        key,
        share_url: `https://x.test/gallery/share/view/one/${VIEW_ID}?key=${key}`,
      }),
      stub(
        publicGalleryEndpoints.showShare,
        { share_gallery: { gallery, item: buildPublicItem(12) } },
        { params: { id: VIEW_ID }, query: { key } },
      ),
    );
    const view = renderRoute(PENDING_PATH);
    expect(await screen.findByRole('img', { name: 'photo' }, { timeout: 8000 })).toBeInTheDocument();
    expect(view.location()?.pathname).toBe(`/gallery/share/view/one/${VIEW_ID}`);
    expect(new URLSearchParams(view.location()?.search).get('key')).toBe(key);
  });

  it("asks for a protected gallery's password first, and comes back to wait", async () => {
    stubApi(stub(pendingShare, failure(403, { message: 'This gallery is protected by a password.' })));
    const view = renderRoute(PENDING_PATH);
    await waitFor(() => expect(view.location()?.pathname).toBe(`/social/gallery/password/${btoa(UUID)}`));
    expect(view.location()?.state).toEqual({ returnTo: PENDING_PATH });
  });

  it('says so when the address names no event', async () => {
    stubApi(stub(pendingShare, failure(404, { message: 'Not found.' })));
    renderRoute(PENDING_PATH);
    expect(await screen.findByRole('heading', { name: ENGLISH_CATALOGUE['common.page.notFound'] })).toBeInTheDocument();
  });

  it('asks every few seconds at first, then less often', () => {
    expect([0, 1, 2, 3, 4, 10].map(pendingShareDelay)).toEqual([3000, 4500, 6750, 10125, 15000, 15000]);
  });
});
