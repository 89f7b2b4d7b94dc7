import { callsTo, failure, heldAnswer, stub, stubApi } from '@boothdeck/client/testing';
import { type GalleryPasswordChallenge, publicGalleryEndpoints } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { MESSAGES } from '@boothdeck/contract/messages';
import { ENGLISH_CATALOGUE } from '@boothdeck/i18n';
import { screen, within } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { callAddress } from '@/shared/api/api-client';
import {
  buildGridReply,
  buildPublicGallery,
  buildPublicItem,
  GALLERY_ID,
  galleryFileAddress,
} from '@/testing/build-public-gallery';
import { renderRoute } from '@/testing/render-route';
import { tileOf } from '../lib/layout';

/** The first page of a gallery's grid. */
const firstPage = (id = GALLERY_ID) => ({ params: { id }, query: { page: 1, per_page: 40 } });
const { items: gridCall } = publicGalleryCalls;
/** Another gallery, so a second page in one test does not read the first one's cached reply. */
const OTHER_ID = 'dXVpZC04';
const grid = () => screen.findByTestId('public-grid');
const tiles = async () => within(await grid()).getAllByRole('link');

describe('public gallery pages', { timeout: 15_000 }, () => {
  it('shows two thumbnails a row for up to two items and three above two', async () => {
    stubApi(stub(gridCall, buildGridReply([buildPublicItem(1), buildPublicItem(2)]), firstPage()));
    const two = renderRoute(`/social/gallery/${GALLERY_ID}`);
    expect(await grid()).toHaveAttribute('data-columns', '2');
    two.unmount();

    const items = [1, 2, 3].map((id) => buildPublicItem(id));
    stubApi(stub(gridCall, buildGridReply(items), firstPage(OTHER_ID)));
    renderRoute(`/social/gallery/${OTHER_ID}`);
    expect(await grid()).toHaveAttribute('data-columns', '3');
    expect(screen.getByText('Brought you by Boothdeck')).toBeInTheDocument();
    expect(screen.getByText('Share now with your family and friends')).toBeInTheDocument();
    expect(document.title).toBe('Harbour party – Gallery');
    expect(screen.getByRole('main')).toContainElement(await grid());
  });

  it('lays the default template out by index modulo 4, any non-photo big, and links each to its share view', async () => {
    const types = ['photo', 'photo', 'photo', 'photo', 'photo', 'video', 'photo'] as const;
    const items = types.map((type, index) => buildPublicItem(index + 1, type));
    stubApi(stub(gridCall, buildGridReply(items), firstPage()));
    renderRoute(`/social/gallery/${GALLERY_ID}`);
    const shown = (await tiles()).map((tile) => tile.getAttribute('data-tile'));
    expect(shown).toEqual(['big', 'small', 'wide', 'small', 'tall', 'big', 'wide']);
    expect(shown).toEqual(types.map((type, index) => tileOf(type, index)));
    expect((await tiles())[0]).toHaveAttribute('href', '/gallery/share/view/one/view-1');
  });

  it('lays templates two and three out as even squares', async () => {
    const items = [1, 2, 3, 4].map((id) => buildPublicItem(id));
    stubApi(stub(gridCall, buildGridReply(items, buildPublicGallery({ template_name: 'two' })), firstPage()));
    renderRoute(`/social/gallery/${GALLERY_ID}`);
    expect((await tiles()).map((tile) => tile.getAttribute('data-tile'))).toEqual(['small', 'small', 'small', 'small']);
  });

  it('sends a protected gallery to its password page; a wrong password shows the message under the field, a right one the gallery', async () => {
    let granted = false;
    const fetchMock = stubApi(
      stub(
        gridCall,
        () =>
          granted
            ? buildGridReply([buildPublicItem(1)])
            : failure(403, { message: 'This gallery is protected by a password.' })(),
        firstPage(),
      ),
      stub(publicGalleryEndpoints.checkPassword, ({ body }) => {
        granted = body.password === 'open sesame';
        return granted ? { message: 'success' as const } : failure(422, { message: 'The password is incorrect.' })();
      }),
    );
    const view = renderRoute(`/social/gallery/${GALLERY_ID}`);
    const field = await screen.findByLabelText(/Password/);
    expect(view.location()?.pathname).toBe(`/social/gallery/password/${GALLERY_ID}`);

    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();
    await view.user.type(field, 'nope');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('The password is incorrect.');
    // Under the field, in the input's error style (red).
    expect(message.className).toMatch(/error/);
    expect(field.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await view.user.clear(field);
    await view.user.type(field, 'open sesame');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await grid()).toBeInTheDocument();
    expect(view.location()?.pathname).toBe(`/social/gallery/${GALLERY_ID}`);
    expect(callsTo(fetchMock, publicGalleryEndpoints.checkPassword).map((call) => call.body)).toEqual([
      { eventId: GALLERY_ID, password: 'nope' },
      { eventId: GALLERY_ID, password: 'open sesame' },
    ]);
  });

  it('solves the puzzle a gallery under guessing asks for, saying so meanwhile, and sends the guess again with it', async () => {
    const challenge = (await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 3,
      deriveKey,
      data: { gallery: 'event-uuid', level: 1 },
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'test-secret',
      hmacKeySignatureSecret: 'test-key-secret',
    })) as GalleryPasswordChallenge;
    const held = heldAnswer(publicGalleryEndpoints.passwordChallenge);
    const fetchMock = stubApi(
      stub(gridCall, buildGridReply([buildPublicItem(1)]), firstPage()),
      stub(publicGalleryEndpoints.passwordChallenge, held.handler),
      stub(publicGalleryEndpoints.checkPassword, ({ body }) =>
        body.proof ? { message: 'success' as const } : failure(428, { message: MESSAGES.puzzleRequired })(),
      ),
    );
    const view = renderRoute(`/social/gallery/password/${GALLERY_ID}`);
    await view.user.type(await screen.findByLabelText(/Password/), 'open sesame');
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ENGLISH_CATALOGUE['guest.password.solving']);
    held.release({ challenge });
    expect(await grid()).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH_CATALOGUE['guest.password.solving'])).not.toBeInTheDocument();
    const [first, second] = callsTo(fetchMock, publicGalleryEndpoints.checkPassword).map((call) => call.body);
    expect(first).toEqual({ eventId: GALLERY_ID, password: 'open sesame' });
    expect(second).toMatchObject({ eventId: GALLERY_ID, password: 'open sesame', proof: { challenge } });
    expect(second?.proof?.solution.counter).toBe(3);
  });

  it('shows one item with its tagline, the share buttons turned on and the way back to the gallery', async () => {
    stubApi(
      stub(
        publicGalleryEndpoints.showShare,
        {
          share_gallery: {
            gallery: buildPublicGallery({ tag_script: '<script>count()</script>' }),
            item: buildPublicItem(1),
          },
        },
        { params: { id: 'view-1' } },
      ),
    );
    renderRoute('/social/gallery/view/view-1');
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'photo' })).toHaveAttribute('src', galleryFileAddress(1, 'preview'));
    const buttons = within(screen.getByTestId('share-icons')).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Share by email',
      'Share by SMS',
      'Share on Facebook',
      'Share on WhatsApp',
      'Download',
    ]);
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', `/social/gallery/${GALLERY_ID}`);
    // The tab names the event, and the item is the page's main content.
    expect(document.title).toBe('Harbour party – Photo');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('img', { name: 'photo' }));
    const frame = screen.getByTestId('tracking-frame');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // The page's own policy runs no inline script: the frame's document is the server's, with a policy of its own.
    expect(frame).toHaveAttribute('src', callAddress(publicGalleryCalls.trackingFrame, { params: { id: GALLERY_ID } }));
    expect(frame).not.toHaveAttribute('srcdoc');
  });
});
