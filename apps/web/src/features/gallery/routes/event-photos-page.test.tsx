import { callsTo, failure, jsonReply, stub } from '@boothdeck/client/testing';
import { eventEndpoints, galleryEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEvent, buildEventPage, eventListRequest } from '@/testing/build-event';
import { buildGalleryItem, buildGalleryPage, galleryPageRequest } from '@/testing/build-gallery';
import { openMemberPage } from '@/testing/open-member-page';

const STATE = {
  event_name: 'Harbour party',
  uuid: 'b7e3c1d2-0000-4000-8000-00000000abcd',
  time_zone: 'Australia/Sydney',
};
const openGallery = (stubs: Parameters<typeof openMemberPage>[1], state: unknown = STATE) =>
  openMemberPage({ pathname: '/event-photos/7', state }, stubs);

const photos = (...ids: number[]) => ids.map((id) => buildGalleryItem(id));

describe('organiser gallery', { timeout: 15_000 }, () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows the event handed over by the events list and a tile per photo', async () => {
    const { fetchMock } = openGallery([
      stub(galleryEndpoints.items, buildGalleryPage(photos(3, 2, 1)), galleryPageRequest('photo')),
    ]);

    expect(await screen.findByRole('heading', { name: 'Harbour party' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open photo 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open photo 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download photo 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Photo', selected: true })).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.show)).toHaveLength(0);
  });

  it('opens from an event card’s Gallery link with the event’s name, without loading the event again', async () => {
    const { user, fetchMock } = openMemberPage('/event#live', [
      stub(eventEndpoints.liveEvents, buildEventPage(2), eventListRequest()),
      stub(galleryEndpoints.items, buildGalleryPage(photos(1)), galleryPageRequest('photo', 1, 1)),
    ]);
    const card = await screen.findByRole('article', { name: 'Event 1' });

    await user.click(within(card).getByRole('link', { name: 'Gallery' }));
    expect(await screen.findByRole('heading', { name: 'Event 1' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open photo 1 of 1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.show)).toHaveLength(0);
  });

  it('loads the event itself when the address is opened directly', async () => {
    openGallery(
      [
        stub(
          eventEndpoints.show,
          { event: buildEvent({ id: 7, event_name: 'Opened by address' }) },
          { params: { id: 7 } },
        ),
        stub(galleryEndpoints.items, buildGalleryPage(photos(1)), galleryPageRequest('photo')),
      ],
      null,
    );

    expect(await screen.findByRole('heading', { name: 'Opened by address' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open photo 1 of 1' })).toBeInTheDocument();
  });

  it('asks for the chosen tab’s media type and names its items after it', async () => {
    const { user, fetchMock } = openGallery([
      stub(galleryEndpoints.items, buildGalleryPage(photos(1)), galleryPageRequest('photo')),
      stub(
        galleryEndpoints.items,
        buildGalleryPage([buildGalleryItem(9, 'boomerang')]),
        galleryPageRequest('boomerang'),
      ),
      stub(
        galleryEndpoints.items,
        buildGalleryPage([buildGalleryItem(5, 'gif'), buildGalleryItem(4, 'gif')]),
        galleryPageRequest('gif'),
      ),
    ]);
    await screen.findByRole('button', { name: 'Open photo 1 of 1' });

    await user.click(screen.getByRole('tab', { name: 'Boomerang' }));
    expect(await screen.findByRole('button', { name: 'Open boomerang 1 of 1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, galleryEndpoints.items, galleryPageRequest('boomerang'))).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download All Boomerang' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '3 in 1' }));
    expect(await screen.findByRole('button', { name: 'Open 3 in 1 animation 2 of 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /boomerang/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download All 3 in 1' })).toBeInTheDocument();
  });

  it('says Items Not Available on a tab with nothing in it', async () => {
    const { user } = openGallery([
      stub(galleryEndpoints.items, buildGalleryPage(photos(1)), galleryPageRequest('photo')),
      stub(galleryEndpoints.items, buildGalleryPage([]), galleryPageRequest('video')),
    ]);
    await screen.findByRole('button', { name: 'Open photo 1 of 1' });

    await user.click(screen.getByRole('tab', { name: 'Video' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Video' });
    expect(await within(panel).findByText('Items Not Available')).toBeInTheDocument();
  });

  it('shows skeletons while the first page loads, and the server’s message when it fails', async () => {
    let answer: (response: Response) => void = () => {};
    openGallery([
      stub(
        galleryEndpoints.items,
        () => new Promise<Response>((resolve) => (answer = resolve)),
        galleryPageRequest('photo'),
      ),
    ]);

    expect(await screen.findByLabelText('Loading gallery')).toBeInTheDocument();
    answer(jsonReply(404, { message: 'Not found.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps only the rows near the screen and loads the next page on scrolling down', async () => {
    const ids = Array.from({ length: 10_000 }, (_, index) => 10_000 - index);
    const page = (number: number) => ids.slice((number - 1) * 40, number * 40).map((id) => buildGalleryItem(id));
    const { fetchMock } = openGallery([
      stub(galleryEndpoints.items, buildGalleryPage(page(1), { total: 10_000 }), galleryPageRequest('photo', 1)),
      stub(
        galleryEndpoints.items,
        buildGalleryPage(page(2), { page: 2, total: 10_000 }),
        galleryPageRequest('photo', 2),
      ),
    ]);

    expect(await screen.findByRole('button', { name: 'Open photo 1 of 10,000' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open photo/ }).length).toBeLessThan(40);
    expect(callsTo(fetchMock, galleryEndpoints.items, galleryPageRequest('photo', 2))).toHaveLength(0);

    Object.defineProperty(window, 'scrollY', { value: 2500, configurable: true });
    fireEvent.scroll(window);
    expect(await screen.findByRole('button', { name: 'Open photo 41 of 10,000' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open photo 1 of 10,000' })).not.toBeInTheDocument();
  });

  it('offers to try a page again when it fails to load while scrolling', async () => {
    const first = Array.from({ length: 40 }, (_, index) => buildGalleryItem(80 - index));
    let pageTwoCalls = 0;
    const { user } = openGallery([
      stub(galleryEndpoints.items, buildGalleryPage(first, { total: 80 }), galleryPageRequest('photo', 1)),
      stub(
        galleryEndpoints.items,
        () => {
          pageTwoCalls += 1;
          return pageTwoCalls === 1
            ? failure(404, { message: 'Not found.' })()
            : buildGalleryPage(photos(40), { page: 2, total: 80 });
        },
        galleryPageRequest('photo', 2),
      ),
    ]);
    await screen.findByRole('button', { name: 'Open photo 1 of 80' });

    Object.defineProperty(window, 'scrollY', { value: 2500, configurable: true });
    fireEvent.scroll(window);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found.');
    expect(pageTwoCalls).toBe(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open photo 41 of 80' })).toBeInTheDocument();
    expect(pageTwoCalls).toBe(2);
  });

  it('shows the public gallery address, base64 of the uuid, with its QR code, and the venue show with its key', async () => {
    const { user } = openGallery([
      stub(galleryEndpoints.items, buildGalleryPage(photos(1)), galleryPageRequest('photo')),
      stub(publicGalleryEndpoints.venueKey, {
        venue_key: '1767225600.venue-signature',
        expires_at: '2026-01-01T00:00:00.000Z',
      }),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Event Gallery Link' }));
    const modal = await screen.findByRole('dialog', { name: 'Event Gallery Link' });
    expect(within(modal).getByLabelText('Gallery address')).toHaveValue(
      `${window.location.origin}/social/gallery/${btoa(STATE.uuid)}`,
    );
    expect(within(modal).getByRole('img', { name: 'QR code of the gallery address' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(modal).getByRole('link', { name: 'Open venue slide show' })).toHaveAttribute(
        'href',
        `${window.location.origin}/social/slide-show/${btoa(STATE.uuid)}?venue=1&venue_key=1767225600.venue-signature`,
      ),
    );
  });
});
