import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildEventOption } from '@/testing/build-event';
import { openMemberPage } from '@/testing/open-member-page';
import { reply } from '@/testing/stub-api';

const OPTIONS = buildEventOption({ social_media: 1, gif: 1, brust_gif: 1, digital_props: 1, frame: 1, filters: 1 });
const section = (name: string) => within(screen.getByRole('region', { name }));

const SAVED = buildEvent({
  id: 12,
  event_name: 'Harbour lights',
  event_option: OPTIONS,
  social: { instagram: '1', client_facebook: '0', email_message: 'Share the fun' },
  gif_gallery: [
    {
      gif_id: 2,
      photo: '/library/gif/2.svg',
      gif_settings: {
        gifId: 2,
        number_of_frame: 4,
        interval_count_down: 3,
        playback_speed: 3,
        individual_photo: 'disabled',
        show_overlay: false,
        mirror_live: false,
      },
      gif: { id: 2, photo: '/library/gif/2.svg', preview_image: '/p.svg', custom_frame: [{ id: 5, frame: '/c.png' }] },
    },
  ],
  brust_gif_gallery: [
    {
      brust_gif_id: 1,
      photo: '/library/burstGif/1.svg',
      brust_gif_setting: {
        brustGifId: 1,
        number_of_frame: 10,
        playback_speed: 1,
        individual_photo: 'disabled',
        show_overlay: false,
        mirror_live: true,
      },
    },
  ],
  digital_prop: [{ prop_id: 7, photo_frame: '/library/prop-7.svg' }],
  photo_frame: [{ frame_id: 3, preview_image: '/f.svg', photo_frame: '/f.svg', frame: '/o.svg', custom_frame: [] }],
  filter: [{ id: 1, color_filter_id: 1, name: 'Mono', filter_photo: '/m.svg', filter_url: '/mc.svg' }],
});

describe('option sections of the event details', { timeout: 15_000 }, () => {
  it('shows what each library option chose, with its settings', async () => {
    openMemberPage('/show/event/12', { 'show-event/12': reply(200, { event: SAVED }) });
    expect(await screen.findByRole('heading', { name: 'Harbour lights' }, { timeout: 5000 })).toBeInTheDocument();

    expect(section('Sharing').getByText('“Share the fun”')).toBeInTheDocument();
    expect(section('Sharing').getByText('Instagram').nextSibling).toHaveTextContent('Enabled');
    expect(section('Sharing').getByText('Facebook Text').nextSibling).toHaveTextContent('Disabled');
    expect(section('3 in 1 Animation').getByRole('img', { name: 'Animation 2' })).toHaveAttribute('src', '/p.svg');
    expect(section('3 in 1 Animation').getByText('4 frames · 3 s countdown · Fast')).toBeInTheDocument();
    expect(section('3 in 1 Animation').getByText('Custom frame')).toBeInTheDocument();
    expect(section('3 in 1 Fast').getByText('10 frames · Slow · mirrored')).toBeInTheDocument();
    expect(section('Props').getByRole('img', { name: 'Prop 7' })).toBeInTheDocument();
    expect(section('Frame').getByRole('img', { name: 'Frame 3' })).toHaveAttribute('src', '/f.svg');
    expect(section('Filter').getByRole('img', { name: 'Mono' })).toBeInTheDocument();
    expect(section('Filter').getByRole('link', { name: 'Edit Filter' })).toHaveAttribute(
      'href',
      '/event/filter/edit/12',
    );
  });

  it('says when an enabled option has nothing chosen yet', async () => {
    openMemberPage('/show/event/12', {
      'show-event/12': reply(200, { event: buildEvent({ id: 12, event_name: 'Bare', event_option: OPTIONS }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Bare' }, { timeout: 5000 })).toBeInTheDocument();
    for (const name of ['3 in 1 Animation', '3 in 1 Fast', 'Props', 'Frame', 'Filter']) {
      expect(section(name).getByText('Nothing chosen yet.')).toBeInTheDocument();
    }
  });
});
