import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import { buildEvent, buildEventOption, buildEventPage, buildEventSummary } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';
import { callsTo, reply } from '@/testing/stub-api';
import { MICROSITE_TEMPLATE_HANDLERS } from '@/testing/template-fixtures';

const listCall = (endpoint: string, page = 1) => `${endpoint}?per_page=6&page=${page}&search=`;

/** A wizard draft with custom branding and the social gallery chosen, as Continue leaves it. */
function continueDraft() {
  const event = buildEvent({ id: 12, event_option: buildEventOption({ water_mark: 1, microsite: 1 }) });
  useDraftStore.getState().resetDraft();
  useDraftStore.setState({ eventId: event.id });
  return { 'show-event/12': reply(200, { event }) };
}

describe('second addresses of existing screens', { timeout: 15_000 }, () => {
  afterEach(() => useDraftStore.getState().resetDraft());

  it.each([
    ['/live-event', 'live-event', 'Live Events', '#live'],
    ['/upcoming-event', 'upcoming-event', 'Future Events', '#upcoming'],
    ['/past-event', 'past-event', 'Past Events', '#past'],
  ])('%s opens the event list on its tab', async (address, endpoint, tabName, hash) => {
    const listed = { event: { ...buildEventPage(1).event, data: [buildEventSummary({ event_name: tabName })] } };
    const { location, fetchMock } = openMemberPage(address, { [listCall(endpoint)]: reply(200, listed) });

    expect(await screen.findByRole('tab', { name: tabName, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: tabName })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event');
    expect(location()?.hash).toBe(hash);
    expect(callsTo(fetchMock, listCall(endpoint))).toHaveLength(1);
  });

  it('keeps the page number of a list address', async () => {
    const { location } = openMemberPage('/past-event?page=2', {
      [listCall('past-event', 2)]: reply(200, buildEventPage(8, 2)),
    });

    expect(await screen.findByRole('article', { name: 'Event 8' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past Events', selected: true })).toBeInTheDocument();
    expect(location()?.search).toBe('?page=2');
  });

  it('/event/branding opens the custom branding step of the draft', async () => {
    const { location } = openMemberPage('/event/branding', continueDraft());

    expect(
      await screen.findByRole('heading', { name: "Custom Branding - Watermark your content and choose it's position" }),
    ).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/custom-branding');
  });

  it('/social-template opens the social gallery template library of the draft', async () => {
    const { location } = openMemberPage('/social-template', {
      ...continueDraft(),
      ...MICROSITE_TEMPLATE_HANDLERS,
      'event/microsite/get/12': reply(200, { microsite: null }),
      'user/saved/social-gallery-template': reply(200, { data: { data: [] } }),
    });

    const library = await screen.findByRole('dialog', { name: 'Select Your Social Gallery' });
    expect(await within(library).findByRole('radio', { name: 'Social Gallery Two' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/microsite');
  });

  it('opens the social gallery step without its library when reached by its own address', async () => {
    openMemberPage('/event/microsite', {
      ...continueDraft(),
      ...MICROSITE_TEMPLATE_HANDLERS,
      'event/microsite/get/12': reply(200, { microsite: null }),
      'user/saved/social-gallery-template': reply(200, { data: { data: [] } }),
    });

    expect(await screen.findByRole('button', { name: 'Select Your Social Gallery' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
