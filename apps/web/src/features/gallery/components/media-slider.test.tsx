import { callsTo, stub } from '@boothdeck/client/testing';
import { galleryEndpoints, printingCalls } from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildGalleryPage,
  buildMediaDetails,
  galleryPageRequest,
  galleryStubs,
  mediaDetailsRequest,
} from '@/testing/build-gallery';
import { openMemberPage } from '@/testing/open-member-page';

// The party is in London; the organiser looks at its gallery from Sydney.
const STATE = { event_name: 'Harbour party', uuid: 'uuid-7', time_zone: 'Europe/London' };
// The tab, newest first: 13 is first, 11 last, so 13's previous and 11's next wrap round.
const IDS = [13, 12, 11];

const sliderApi = galleryStubs(IDS);

async function openSlider(tileName: string, stubs: Parameters<typeof openMemberPage>[1] = sliderApi) {
  const view = openMemberPage({ pathname: '/event-photos/7', state: STATE }, stubs);
  await view.user.click(await screen.findByRole('button', { name: tileName }));
  return view;
}

const slider = (name: string) => screen.findByRole('dialog', { name });
const statRow = (name: string) => screen.findByRole('row', { name });

describe('gallery slider', { timeout: 15_000 }, () => {
  // The created time is on the event's clock, not the viewer's half a world away.
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Australia/Sydney';
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });

  it('opens the chosen item full screen with its stats beside it', async () => {
    const details = buildMediaDetails({
      email_shares_count: 4,
      facebook_shares_count: 3,
      instagram_shares_count: 2,
      linkedin_shares_count: 1,
      sms_shares_count: 5,
      download_shares_count: 1200,
      shares_count: 15,
    });
    await openSlider('Open photo 2 of 3', [
      ...sliderApi,
      stub(galleryEndpoints.details, details, mediaDetailsRequest(12)),
    ]);

    const dialog = await slider('Photo 2 of 3');
    expect(within(dialog).getByRole('img', { name: 'photo' })).toHaveAttribute(
      'src',
      '/media/event_gallery/preview/12.jpg',
    );
    expect(await statRow('Email shares 4')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Facebook shares 3' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Instagram shares 2' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'LinkedIn shares 1' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'SMS shares 5' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total downloads 1,200' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Total shares 15' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Created 24th Nov 2026 08:00 PM GMT' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download photo 2 of 3' })).toBeInTheDocument();
  });

  it('wraps round from the last item to the first and back with the buttons', async () => {
    const { user } = await openSlider('Open photo 3 of 3');
    await slider('Photo 3 of 3');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await slider('Photo 1 of 3')).toBeInTheDocument();
    expect(await statRow('Total shares 13')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(await slider('Photo 3 of 3')).toBeInTheDocument();
    expect(await statRow('Total shares 11')).toBeInTheDocument();
  });

  it('moves with the arrow keys and closes with Escape', async () => {
    const { user } = await openSlider('Open photo 1 of 3');
    await slider('Photo 1 of 3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled());

    await user.keyboard('{ArrowLeft}');
    expect(await slider('Photo 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.keyboard('{ArrowRight}');
    expect(await slider('Photo 1 of 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a boomerang after a second of loading, as a clip with its poster', async () => {
    const { user } = openMemberPage({ pathname: '/event-photos/7', state: STATE }, [
      stub(galleryEndpoints.items, buildGalleryPage([]), galleryPageRequest('photo')),
      ...galleryStubs([21], 'boomerang'),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Boomerang' }));
    await user.click(await screen.findByRole('button', { name: 'Open boomerang 1 of 1' }));

    const dialog = await slider('Boomerang 1 of 1');
    expect(await within(dialog).findByText('loading')).toBeInTheDocument();
    expect(dialog.querySelector('video')).toBeNull();

    await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull(), { timeout: 3000 });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/event_gallery/video/21.mp4');
    expect(video).toHaveAttribute('poster', '/media/event_gallery/preview/21.jpg');
    expect(within(dialog).queryByText('loading')).not.toBeInTheDocument();
  });

  it("downloads a photo's print-ready sheet as a JPEG or a PDF with the organiser's token", async () => {
    const sheet = (format: 'jpeg' | 'pdf') =>
      stub(printingCalls.printFile, () => new Response('sheet', { headers: { 'content-type': 'image/jpeg' } }), {
        params: { mediaId: 12 },
        query: { format },
      });
    const { user, fetchMock } = await openSlider('Open photo 2 of 3', [...sliderApi, sheet('jpeg'), sheet('pdf')]);
    const dialog = await slider('Photo 2 of 3');
    const createObjectURL = vi.fn(() => 'blob:sheet');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await user.click(within(dialog).getByRole('button', { name: 'JPEG' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await user.click(within(dialog).getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    const [jpeg] = callsTo(fetchMock, printingCalls.printFile, { params: { mediaId: 12 }, query: { format: 'jpeg' } });
    expect(jpeg?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(
      callsTo(fetchMock, printingCalls.printFile, { params: { mediaId: 12 }, query: { format: 'pdf' } }),
    ).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Reprint' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
