import { callsTo, stub } from '@boothdeck/client/testing';
import { eventEndpoints, micrositeEndpoints, savedTemplateEndpoints } from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraftStore } from '@/features/wizard/step-kit';
import {
  buildEvent,
  buildEventOption,
  buildEventPage,
  buildEventSummary,
  eventListRequest,
} from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';
import { MICROSITE_TEMPLATE_STUBS } from '@/testing/template-fixtures';

const NO_MICROSITE = [
  stub(micrositeEndpoints.get, { microsite: null }, { params: { id: 12 } }),
  stub(savedTemplateEndpoints.socialGalleryTemplates, { data: { data: [] } }),
];

/** A wizard draft with custom branding and the social gallery chosen, as Continue leaves it. */
function continueDraft() {
  const event = buildEvent({ id: 12, event_option: buildEventOption({ water_mark: 1, microsite: 1 }) });
  useDraftStore.getState().resetDraft();
  useDraftStore.setState({ eventId: event.id });
  return [stub(eventEndpoints.show, { event }, { params: { id: 12 } })];
}

describe('second addresses of existing screens', { timeout: 15_000 }, () => {
  afterEach(() => useDraftStore.getState().resetDraft());

  it.each([
    ['/live-event', eventEndpoints.liveEvents, 'Live Events', '#live'],
    ['/upcoming-event', eventEndpoints.upcomingEvents, 'Future Events', '#upcoming'],
    ['/past-event', eventEndpoints.pastEvents, 'Past Events', '#past'],
  ] as const)('%s opens the event list on its tab', async (address, endpoint, tabName, hash) => {
    const listed = { event: { ...buildEventPage(1).event, data: [buildEventSummary({ event_name: tabName })] } };
    const { location, fetchMock } = openMemberPage(address, [stub(endpoint, listed, eventListRequest())]);

    expect(await screen.findByRole('tab', { name: tabName, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: tabName })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event');
    expect(location()?.hash).toBe(hash);
    expect(callsTo(fetchMock, endpoint, eventListRequest())).toHaveLength(1);
  });

  it('keeps the page number of a list address', async () => {
    const { location } = openMemberPage('/past-event?page=2', [
      stub(eventEndpoints.pastEvents, buildEventPage(8, 2), eventListRequest(2)),
    ]);

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
    const { location } = openMemberPage('/social-template', [
      ...continueDraft(),
      ...MICROSITE_TEMPLATE_STUBS,
      ...NO_MICROSITE,
    ]);

    const library = await screen.findByRole('dialog', { name: 'Select Your Social Gallery' });
    expect(await within(library).findByRole('radio', { name: 'Social Gallery Two' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/event/microsite');
  });

  it('/social-template with no draft open shows the social gallery templates and how to use one', async () => {
    useDraftStore.getState().resetDraft();
    const { location } = openMemberPage('/social-template', MICROSITE_TEMPLATE_STUBS);

    expect(await screen.findByRole('heading', { name: 'Social Gallery Templates' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Social Gallery Two' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an event' })).toHaveAttribute('href', '/event/create');
    expect(screen.getByRole('link', { name: 'Continue a draft' })).toHaveAttribute('href', '/event#draft');
    expect(location()?.pathname).toBe('/social-template');
  });

  it('opens the social gallery step without its library when reached by its own address', async () => {
    openMemberPage('/event/microsite', [...continueDraft(), ...MICROSITE_TEMPLATE_STUBS, ...NO_MICROSITE]);

    expect(await screen.findByRole('button', { name: 'Select Your Social Gallery' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
