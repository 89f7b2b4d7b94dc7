import { failure, stub } from '@boothdeck/client/testing';
import {
  analyticsEndpoints,
  deliveriesEndpoints,
  eventEndpoints,
  galleryEndpoints,
  type MediaType,
  printingCalls,
} from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { buildGalleryItem, buildGalleryPage } from '@/testing/build-gallery';
import { buildSharingGraph } from '@/testing/build-sharing-graph';
import { openMemberPage } from '@/testing/open-member-page';
import { SMS_LIMIT_NOTICES } from '../components/social-share-card';

const CHANNELS = ['email', 'sms', 'facebook', 'twitter', 'instagram', 'linkedin'] as const;
const recentPage = (mediaType: MediaType) => ({
  query: { event_id: 7, gallery_item: mediaType, page: 1, per_page: 12 },
});
const SHOWN_EVENT = stub(
  eventEndpoints.show,
  { event: buildEvent({ id: 7, event_name: 'Harbour Party' }) },
  { params: { id: 7 } },
);

const FULL_API = [
  SHOWN_EVENT,
  stub(analyticsEndpoints.sharingGraph, buildSharingGraph([0, 0, 0, 0, 0, 3, 9], 40), { params: { id: 7 } }),
  ...CHANNELS.map((channel, index) =>
    stub(analyticsEndpoints.channelGraph, buildSharingGraph([index], index), { params: { channel, eventId: 7 } }),
  ),
  stub(
    analyticsEndpoints.socialShare,
    {
      single_social_share: {
        total_share: 1234,
        email: 500,
        sms: 200,
        facebook: 300,
        twitter: 100,
        instagram: 50,
        linkedin: 40,
        whatsapp: 30,
        download: 14,
        microsite: 40,
      },
      sms_limit_reached: null,
    },
    { params: { id: 7 } },
  ),
  stub(
    analyticsEndpoints.funnel,
    {
      funnel: { captures: 120, shares: 1234, views: 3456, leads: 80, vouchers_claimed: 12 },
    },
    { params: { id: 7 } },
  ),
  stub(
    analyticsEndpoints.mostViewed,
    {
      most_viewed: [
        { ...buildGalleryItem(3), views: 41 },
        { ...buildGalleryItem(1), views: 1 },
      ],
    },
    { params: { id: 7 } },
  ),
  stub(
    galleryEndpoints.items,
    buildGalleryPage([buildGalleryItem(3), buildGalleryItem(2), buildGalleryItem(1)]),
    recentPage('photo'),
  ),
  stub(galleryEndpoints.items, buildGalleryPage([]), recentPage('video')),
  stub(
    deliveriesEndpoints.eventDeliveries,
    { counts: { queued: 0, sent: 9, delivered: 2, opened: 3, failed: 0, unknown: 0 }, failures: [] },
    { params: { id: 7 } },
  ),
  stub(
    galleryEndpoints.items,
    buildGalleryPage([buildGalleryItem(5, 'boomerang'), buildGalleryItem(4, 'boomerang')]),
    recentPage('boomerang'),
  ),
];

describe('event analytics page', () => {
  it("shows the booths' prints in all, by booth and by hour of the event's clock", async () => {
    openMemberPage('/event-analytic/7', [
      ...FULL_API,
      stub(
        printingCalls.eventPrints,
        {
          prints: {
            sheets: 14,
            jobs: 9,
            print_limit: 200,
            by_booth: [
              { booth: 'Foyer', sheets: 10, jobs: 6 },
              { booth: 'Terrace', sheets: 4, jobs: 3 },
            ],
            by_hour: [
              { hour: '2026-11-28T08:00Z', sheets: 9 },
              { hour: '2026-11-28T09:00Z', sheets: 5 },
            ],
          },
        },
        { params: { id: 7 } },
      ),
    ]);
    const prints = await screen.findByRole('region', { name: 'Prints' });
    expect(await within(prints).findByLabelText('Sheets printed: 14')).toBeInTheDocument();
    expect(within(prints).getByText('of 200 sheets allowed')).toBeInTheDocument();
    const rows = (name: string) =>
      within(within(prints).getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(rows('Prints by booth')).toEqual(['BoothSheets', 'Foyer10', 'Terrace4']);
    expect(rows('Prints by hour')).toHaveLength(3);
  });

  it('shows the share totals, the funnel, a graph per channel and the gallery overview by tab', async () => {
    openMemberPage('/event-analytic/7', FULL_API);

    expect(await screen.findByRole('heading', { name: 'Harbour Party' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Total shares: 1,234')).toBeInTheDocument();
    for (const [label, value] of [
      ['Email shares', '500'],
      ['SMS shares', '200'],
      ['Facebook shares', '300'],
      ['Twitter shares', '100'],
      ['Instagram shares', '50'],
      ['LinkedIn shares', '40'],
      ['Captures', '120'],
      ['Gallery views', '3,456'],
      ['Leads', '80'],
      ['Vouchers claimed', '12'],
    ]) {
      expect(screen.getByLabelText(`${label}: ${value}`)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Sharing' })).getByText('12 shares in the last 7 days'),
    ).toBeInTheDocument();
    expect(await screen.findByText('5 shares in the last 7 days')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Deliveries' })).findByText('No failed messages.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'LinkedIn Shares' })).toBeInTheDocument();

    const user = userEvent.setup();
    expect(within(await screen.findByRole('list', { name: 'Recent Photos' })).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Most Viewed' }));
    const mostViewed = await screen.findByRole('list', { name: 'Most Viewed' });
    expect(
      within(mostViewed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['41 views', '1 view']);
    await user.click(screen.getByRole('tab', { name: 'Recent Video' }));
    expect(await screen.findByText('Items Not Available')).toBeInTheDocument();
    // Unlike the original client, which rendered nothing there, the boomerang tab shows its items.
    await user.click(screen.getByRole('tab', { name: 'Recent Boomerangs' }));
    expect(
      within(await screen.findByRole('list', { name: 'Recent Boomerangs' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it("tells the organiser when guests' text messages are held by a daily cap", async () => {
    openMemberPage('/event-analytic/7', [
      ...FULL_API,
      stub(
        analyticsEndpoints.socialShare,
        {
          single_social_share: {
            total_share: 0,
            email: 0,
            sms: 500,
            facebook: 0,
            twitter: 0,
            instagram: 0,
            linkedin: 0,
            whatsapp: 0,
            download: 0,
            microsite: 0,
          },
          sms_limit_reached: 'gallery',
        },
        { params: { id: 7 } },
      ),
    ]);

    expect(await screen.findByText(SMS_LIMIT_NOTICES.gallery, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("names the main graph's periods This Week, This Month and This Year, as the data-capture trend does", async () => {
    const { user } = openMemberPage('/event-analytic/7', FULL_API);
    const sharing = within(await screen.findByRole('region', { name: 'Sharing' }));
    expect(await sharing.findByText('12 shares in the last 7 days')).toBeInTheDocument();
    expect(sharing.getByText('This Week')).toBeInTheDocument();
    expect(sharing.queryByText('Weekly')).not.toBeInTheDocument();
    await user.click(sharing.getByText('This Month'));
    expect(sharing.getByText('40 shares in the last 30 days')).toBeInTheDocument();
    await user.click(sharing.getByText('This Year'));
    expect(sharing.getByRole('table', { name: 'Sharing, this year' })).toBeInTheDocument();
  });

  it('says an event that is not the organiser’s is not found', async () => {
    openMemberPage('/event-analytic/8', [
      stub(eventEndpoints.show, failure(404, { message: 'Not found.' }), { params: { id: 8 } }),
    ]);
    // The event's other calls may fail first, for a moment, before the page gives way to the not-found text.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not found.'));
    expect(screen.getByRole('button', { name: 'Back to events' })).toBeInTheDocument();
  });

  it('keeps the page up when the analytics calls fail', async () => {
    openMemberPage('/event-analytic/7', [
      SHOWN_EVENT,
      stub(analyticsEndpoints.sharingGraph, failure(500, { message: 'Server Error' }), { params: { id: 7 } }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Harbour Party' })).toBeInTheDocument();
    expect(await screen.findByText('Sharing could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(
      await screen.findByText('The share counts could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The funnel could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
