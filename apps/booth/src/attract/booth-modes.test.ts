import type { BoothEvent } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { boothModes } from './booth-modes.ts';

type ModeEvent = Parameters<typeof boothModes>[0];
const off = {
  still_photo: 0,
  three_in_one: 0,
  video: 0,
  boomerang: 0,
  gallery: 1,
  sharing: 1,
  data_capture: 0,
  offer: 0,
} as const;
const noOptions = Object.fromEntries(
  [
    'social_media',
    'gif',
    'brust_gif',
    'email',
    'text_messaging',
    'digital_props',
    'water_mark',
    'microsite',
    'frame',
    'qr_code',
    'incentive_offer',
    'filters',
    'form_builder',
    'data_capture',
  ].map((key) => [key, 0]),
) as BoothEvent['options'];

const gif = {
  gif_id: 1,
  photo: 'http://booth.test/gif.png',
  gif_settings: {
    gifId: 1,
    number_of_frame: 4,
    interval_count_down: 2,
    playback_speed: 2,
    individual_photo: 'Yes',
    show_overlay: false,
    mirror_live: true,
  },
  gif: { id: 1, name: 'Classic', photo: '', preview_image: '', custom_frame: [] },
} as unknown as NonNullable<BoothEvent['gif_gallery']>[number];
const burst = {
  brust_gif_id: 1,
  name: 'Fast',
  photo: '',
  brust_gif_setting: {
    brustGifId: 1,
    number_of_frame: 6,
    playback_speed: 3,
    individual_photo: 'Yes',
    show_overlay: false,
    mirror_live: true,
  },
} as unknown as NonNullable<BoothEvent['brust_gif_gallery']>[number];

describe('the modes a guest may choose', () => {
  it('offers each switched-on feature with its step settings', () => {
    const event: ModeEvent = {
      features: { ...off, still_photo: 1, three_in_one: 1, video: 1, boomerang: 1 },
      options: { ...noOptions, gif: 1, brust_gif: 1 },
      gif_gallery: [gif],
      brust_gif_gallery: [burst],
    };
    const modes = boothModes(event);
    expect(modes.map((mode) => mode.id)).toEqual(['photo', 'gif', 'burst', 'boomerang', 'video']);
    expect(modes.find((mode) => mode.id === 'gif')).toMatchObject({ mediaType: 'gif', frames: 4, countdownSeconds: 2 });
    expect(modes.find((mode) => mode.id === 'burst')).toMatchObject({ mediaType: 'burst_gif', frames: 6 });
    expect(modes.find((mode) => mode.id === 'video')).toMatchObject({ mediaType: 'video', durationSeconds: 6 });
  });

  it('offers each animation and fast style the organiser chose, named by its style, with its own settings', () => {
    const second = {
      ...gif,
      gif_id: 2,
      gif_settings: { ...gif.gif_settings, gifId: 2, number_of_frame: 6, interval_count_down: 1 },
      gif: { ...gif.gif, id: 2, name: 'Neon Glow' },
    };
    const event: ModeEvent = {
      features: { ...off, three_in_one: 1 },
      options: { ...noOptions, gif: 1, brust_gif: 1 },
      gif_gallery: [gif, second],
      brust_gif_gallery: [burst],
    };
    const modes = boothModes(event);
    expect(modes.map(({ label, key }) => ({ label, key }))).toEqual([
      { label: '3 in 1 GIF: Classic', key: 'gif-1' },
      { label: '3 in 1 GIF: Neon Glow', key: 'gif-2' },
      { label: '3 in 1 fast', key: 'burst-1' },
    ]);
    expect(modes[1]).toMatchObject({ frames: 6, countdownSeconds: 1, gif: second });
    expect(modes[2]?.hint).toBe('Fast: 6 photos in a quick burst');
  });

  it('leaves out a 3 in 1 style whose option is off, even with settings kept from before', () => {
    const event: ModeEvent = {
      features: { ...off, still_photo: 1, three_in_one: 1 },
      options: { ...noOptions, gif: 0, brust_gif: 1 },
      gif_gallery: [gif],
      brust_gif_gallery: null,
    };
    expect(boothModes(event).map((mode) => mode.id)).toEqual(['photo']);
  });
});
