import { callsTo, failure, stub } from '@boothdeck/client/testing';
import { dashboardEndpoints, eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEventPage, buildEventSummary, eventListRequest } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';

const openEvents = openMemberPage;

const card = (name: string) => screen.getByRole('article', { name });

describe('event lists', { timeout: 15_000 }, () => {
  it('opens Live Events without a hash and shows each card with its dates', async () => {
    // On the event's own clock, with its zone: the same time the details page and summary show.
    const ongoing = buildEventSummary({
      id: 2,
      event_name: 'Gallery night',
      life_time: 1,
      venue_name: 'Pier 4',
      time_zone: 'Australia/Sydney',
      event_start_date: '2099-11-24T20:00:00.000Z',
    });
    const live = { event: { ...buildEventPage(1).event, data: [buildEventSummary({ id: 1 }), ongoing] } };
    openEvents('/event', [stub(eventEndpoints.liveEvents, live, eventListRequest())]);

    expect(await screen.findByRole('article', { name: 'Event 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Live Events', selected: true })).toBeInTheDocument();
    expect(card('Event 1')).toHaveTextContent('From 1st Jun 2099 06:00 PM UTC');
    expect(card('Event 1')).toHaveTextContent('To 2nd Jun 2099 02:00 AM UTC');
    expect(card('Gallery night')).toHaveTextContent('From 25th Nov 2099 07:00 AM AEDT');
    expect(card('Gallery night')).not.toHaveTextContent(/To \d/);
    expect(within(card('Gallery night')).getByText('Pier 4')).toBeInTheDocument();
    expect(within(card('Gallery night')).getByRole('img', { name: 'No event image' })).toBeInTheDocument();
    expect(within(card('Event 1')).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/show/event/1');
    expect(within(card('Event 1')).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/event-photos/1');
    expect(within(card('Event 1')).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/event-analytic/1',
    );
  });

  it('follows the hash to its tab and puts the chosen tab in the hash', async () => {
    const { user, location, fetchMock } = openEvents('/event#upcoming', [
      stub(eventEndpoints.upcomingEvents, buildEventPage(0), eventListRequest()),
      stub(eventEndpoints.drafts, { draft_product: [buildEventSummary({ id: 8, event_name: 'Half done' })] }),
    ]);

    expect(await screen.findByRole('tab', { name: 'Future Events', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.noEventsFound)).toBeInTheDocument();
    expect(callsTo(fetchMock, eventEndpoints.upcomingEvents, eventListRequest())).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Draft Events' }));
    expect(location()?.hash).toBe('#draft');
    const draft = await screen.findByRole('article', { name: 'Half done' });
    expect(within(draft).getByRole('link', { name: 'Continue Half done' })).toHaveAttribute(
      'href',
      '/event/continue/8',
    );
    expect(within(draft).getByRole('button', { name: 'Remove Half done' })).toBeInTheDocument();
  });

  it('shows a spinner while a page loads', async () => {
    openEvents('/event#past', [
      stub(eventEndpoints.pastEvents, () => new Promise<Response>(() => {}), eventListRequest()),
    ]);
    expect(await screen.findByRole('tab', { name: 'Past Events', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('links at most ten pages and loads the one chosen', async () => {
    const { user, location } = openEvents('/event#past', [
      stub(eventEndpoints.pastEvents, buildEventPage(90), eventListRequest()),
      stub(eventEndpoints.pastEvents, buildEventPage(90, 2), eventListRequest(2)),
    ]);

    expect(await screen.findByRole('article', { name: 'Event 6' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getAllByRole('button', { name: /^Page \d+$/ }).map((link) => link.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(pages.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: 'Event 12' })).toBeInTheDocument();
    expect(location()?.search).toBe('?page=2');
    expect(location()?.hash).toBe('#past');
  });

  it('hides the page links when one page holds everything', async () => {
    openEvents('/event', [stub(eventEndpoints.liveEvents, buildEventPage(6), eventListRequest())]);
    expect(await screen.findByRole('article', { name: 'Event 6' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('keeps a failed list from looking empty', async () => {
    openEvents('/event', [
      stub(eventEndpoints.liveEvents, failure(403, { message: 'This action is unauthorized.' }), eventListRequest()),
    ]);
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText(MESSAGES.noEventsFound)).not.toBeInTheDocument();
  });

  it('shows an organiser without any event the way to their first one', async () => {
    openEvents('/event', [
      stub(eventEndpoints.liveEvents, buildEventPage(0), eventListRequest()),
      stub(dashboardEndpoints.analytics, { total_event: 0, live_event: 0, upcoming_event: 0, capture_data: 0 }),
    ]);
    const prompt = await screen.findByRole('region', { name: 'Create your first event' }, { timeout: 5000 });
    expect(within(prompt).getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/event/create',
    );
    expect(await screen.findByText(MESSAGES.noEventsFound)).toBeInTheDocument();
  });

  it('shows no first-event prompt once the organiser has an event', async () => {
    openEvents('/event', [
      stub(eventEndpoints.liveEvents, buildEventPage(0), eventListRequest()),
      stub(dashboardEndpoints.analytics, { total_event: 1, live_event: 0, upcoming_event: 0, capture_data: 0 }),
    ]);
    expect(await screen.findByText(MESSAGES.noEventsFound, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Create your first event' })).not.toBeInTheDocument();
  });
});
