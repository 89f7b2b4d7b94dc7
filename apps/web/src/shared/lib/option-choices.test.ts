import { describe, expect, it } from 'vitest';
import { describeCaptureSettings } from './option-choices';

describe('capture settings text', () => {
  it('names the frames, countdown and speed, then only the switches that are on', () => {
    const settings = {
      number_of_frame: 4,
      interval_count_down: 3,
      playback_speed: 3,
      individual_photo: 'disabled' as const,
      show_overlay: true,
      mirror_live: false,
    };
    expect(describeCaptureSettings(settings)).toBe('4 frames · 3 s countdown · Fast · overlay');
    expect(describeCaptureSettings({ ...settings, interval_count_down: undefined, playback_speed: 4 })).toBe(
      '4 frames · Super Fast · overlay',
    );
  });
});
