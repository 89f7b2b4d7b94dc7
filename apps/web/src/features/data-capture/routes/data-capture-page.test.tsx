import { failure, stub } from '@boothdeck/client/testing';
import { DATA_CAPTURE_SEARCH_DEBOUNCE_MS, leadEndpoints } from '@boothdeck/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildDataCaptureEvent, EMPTY_TREND } from '@/testing/build-data-capture';
import { buildPage } from '@/testing/build-page';
import { buildMembership, buildPlanFeatures, buildUser } from '@/testing/build-user';
import { openMemberPage } from '@/testing/open-member-page';

const EVENTS = [
  buildDataCaptureEvent({ id: 7, event_name: 'Harbour Launch Party', data_capture_count: 3 }),
  buildDataCaptureEvent({ id: 8, event_name: 'Quiet Dinner', data_capture_count: 0 }),
];
const REFUSED = failure(403, { message: 'Upgrade your package' });
const basicMember = buildUser({ plan_features: buildPlanFeatures({ data_capture: false, form_builder: false }) });
const trialMember = buildUser({
  membership: buildMembership({ package_type: 'trial' }),
  plan_features: buildPlanFeatures({ data_capture: false }),
});

/** The events page, answering a search with the events whose name holds it. */
function openDataCapture() {
  const searched: string[] = [];
  const view = openMemberPage('/data-capture', [
    stub(leadEndpoints.trendGraph, EMPTY_TREND),
    stub(leadEndpoints.events, ({ query }) => {
      const search = query.get('search') ?? '';
      searched.push(search);
      const found = EVENTS.filter((event) => event.event_name.toLowerCase().includes(search.toLowerCase()));
      return { events: buildPage(found, 1, found.length) };
    }),
  ]);
  return { ...view, searched };
}

describe('data capture page', () => {
  it('opens an event with leads, and leaves View off for an event without any', async () => {
    const { user, location } = openDataCapture();
    const table = within(await screen.findByRole('table', { name: 'Events with captured leads' }));
    expect(table.getByRole('button', { name: 'View leads of Quiet Dinner' })).toBeDisabled();

    await user.click(table.getByRole('link', { name: 'View leads of Harbour Launch Party' }));
    await waitFor(() => expect(location()?.pathname).toBe('/data-capture-view/7'));
  });

  it('searches once typing has paused for a second, not on every key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, searched } = openDataCapture();
    const searches = () => searched.filter((search) => search !== '');
    await screen.findByRole('table', { name: 'Events with captured leads' });

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'quiet');
    await act(() => vi.advanceTimersByTimeAsync(DATA_CAPTURE_SEARCH_DEBOUNCE_MS / 2));
    expect(searches()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(DATA_CAPTURE_SEARCH_DEBOUNCE_MS / 2));
    await waitFor(() => expect(screen.queryByText('Harbour Launch Party')).not.toBeInTheDocument());
    expect(searches()).toEqual(['quiet']);
    expect(screen.getByText('Quiet Dinner')).toBeInTheDocument();
  });

  it.each([
    ['a paid member whose plan lacks data capture to the add-on', basicMember, '/data-capture/payment'],
    ['a member on the free trial to choose a package, which the add-on is not for', trialMember, '/event/type'],
  ])('sends %s', async (_case, member, path) => {
    const { location } = openMemberPage(
      '/data-capture',
      [stub(leadEndpoints.events, REFUSED), stub(leadEndpoints.trendGraph, REFUSED)],
      member,
    );
    await waitFor(() => expect(location()?.pathname).toBe(path));
  });
});
