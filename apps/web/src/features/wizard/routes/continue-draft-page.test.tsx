import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption, buildFeature } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';
import { reply } from '@/testing/stub-api';
import { useDraftStore } from '../stores/draft-store';

describe('continue a draft', { timeout: 20_000 }, () => {
  beforeEach(() => useDraftStore.getState().resetDraft());

  it('rebuilds the wizard from the saved draft and opens its Options step', async () => {
    const draft = buildEvent({
      id: 8,
      state: 'draft',
      event_name: 'Half done',
      feature: buildFeature({ sharing: true, data_capture: true }),
      event_option: buildEventOption({ frame: 1, password: '2468' }),
    });
    const { location } = openMemberPage('/event/continue/8', {
      'continue/draft-event?eventId=8': reply(200, { event: draft }),
    });

    await waitFor(() => expect(location()?.pathname).toBe('/event/options'), { timeout: 5000 });
    expect(await screen.findByRole('checkbox', { name: 'Frames' }, { timeout: 5000 })).toBeChecked();
    expect(useDraftStore.getState()).toMatchObject({
      eventId: 8,
      event_info: { event_name: 'Half done' },
      feature: { sharing: true, data_capture: true },
      event_option: { frame: true, adminPassword: '2468' },
      // No option step was saved yet, so Options opens.
      photo_template_frame: null,
    });
  });

  it('opens the Frames step of a draft whose frames were saved', async () => {
    const frame = {
      frame_id: 3,
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
    const { location } = openMemberPage('/event/continue/8', {
      'continue/draft-event?eventId=8': reply(200, { event: draft }),
      'show-event/8': reply(200, { event: draft }),
      'event-frame': reply(200, { frames: [] }),
    });

    await waitFor(() => expect(location()?.pathname).toBe('/event/frame'), { timeout: 5000 });
    expect(await screen.findByRole('listitem', { name: 'Frame 3' }, { timeout: 5000 })).toBeInTheDocument();
    expect(useDraftStore.getState().photo_template_frame).toEqual([frame]);
  });

  it('opens the Feature step of a draft saved there', async () => {
    const draft = buildEvent({ id: 8, state: 'draft', event_option: null });
    const { location } = openMemberPage('/event/continue/8', {
      'continue/draft-event?eventId=8': reply(200, { event: draft }),
    });
    await waitFor(() => expect(location()?.pathname).toBe('/event/feature'), { timeout: 5000 });
  });
});
