import { stub } from '@boothdeck/client/testing';
import { eventEndpoints, libraryEndpoints } from '@boothdeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption, buildFeature } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';
import { useDraftStore } from '../stores/draft-store';

describe('continue a draft', () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('rebuilds the wizard from the saved draft and opens the first chosen option step with nothing saved', async () => {
    const draft = buildEvent({
      id: 8,
      state: 'draft',
      event_name: 'Half done',
      feature: buildFeature({ sharing: true, data_capture: true }),
      event_option: buildEventOption({ frame: 1, password: '2468' }),
    });
    const { location } = openMemberPage('/event/continue/8', [
      stub(eventEndpoints.continueDraft, { event: draft }, { query: { eventId: 8 } }),
    ]);

    await waitFor(() => expect(location()?.pathname).toBe('/event/frame'), { timeout: 5000 });
    expect(useDraftStore.getState()).toMatchObject({
      eventId: 8,
      event_info: { event_name: 'Half done' },
      feature: { sharing: true, data_capture: true },
      event_option: { frame: true, adminPassword: '2468' },
    });
    // Frames was ticked but nothing chosen for it yet: that is where the work goes on.
    expect(useDraftStore.getState().optionSteps).toEqual({});
  });

  it('goes past the Frames step whose frames were saved, to Filters', async () => {
    const frame = {
      frame_id: 3,
      name: 'Film Reel',
      preview_image: '/library/frame/preview_image/film-reel.svg',
      photo_frame: '/library/frame/preview_image/film-reel.svg',
      frame: '/library/frame/film-reel.svg',
      custom_frame: [],
    };
    const draft = buildEvent({
      id: 8,
      state: 'draft',
      event_option: buildEventOption({ frame: 1, filters: 1 }),
      photo_frame: [frame],
    });
    const { location } = openMemberPage('/event/continue/8', [
      stub(eventEndpoints.continueDraft, { event: draft }, { query: { eventId: 8 } }),
      stub(eventEndpoints.show, { event: draft }, { params: { id: 8 } }),
      stub(libraryEndpoints.frames, { frames: [] }),
    ]);

    await waitFor(() => expect(location()?.pathname).toBe('/event/filter'), { timeout: 5000 });
    expect(useDraftStore.getState().optionSteps.frames).toEqual([frame]);
  });

  it('opens the Options step of a draft whose features are saved but not its options', async () => {
    const draft = buildEvent({ id: 8, state: 'draft', event_option: null });
    const { location } = openMemberPage('/event/continue/8', [
      stub(eventEndpoints.continueDraft, { event: draft }, { query: { eventId: 8 } }),
    ]);
    await waitFor(() => expect(location()?.pathname).toBe('/event/options'), { timeout: 5000 });
  });

  it('opens the Feature step of a draft with only its info, and shows only the info as done', async () => {
    const draft = buildEvent({ id: 8, state: 'draft', event_name: 'Thin', feature: null, event_option: null });
    const { location } = openMemberPage('/event/continue/8', [
      stub(eventEndpoints.continueDraft, { event: draft }, { query: { eventId: 8 } }),
    ]);
    await waitFor(() => expect(location()?.pathname).toBe('/event/feature'), { timeout: 5000 });
    const steps = within(await screen.findByRole('navigation', { name: 'Wizard steps' }, { timeout: 5000 }));
    expect(steps.getByRole('link', { name: /Event Info/ })).toHaveAttribute('href', '/event/create');
    expect(steps.getAllByText('(done)')).toHaveLength(1);
    expect(steps.getAllByText('(current step)')[0]?.closest('[aria-current="step"]')).toHaveTextContent(
      'Event Feature',
    );
  });
});
