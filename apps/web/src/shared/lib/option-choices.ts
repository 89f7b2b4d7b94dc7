/** How chosen library items are named and described, alike in the option steps and on the event's details. */
import { PLAYBACK_SPEEDS } from '@boothdeck/contract';

/** Library animations and frames have no names of their own; they are called by their number. */
export const gifLabel = (gifId: number) => `Animation ${gifId}`;
export const burstLabel = (burstId: number) => `Fast style ${burstId}`;
export const frameLabel = (frameId: number) => `Frame ${frameId}`;

export const speedLabel = (speed: number) =>
  PLAYBACK_SPEEDS.find((choice) => choice.value === speed)?.label ?? String(speed);

type CaptureSettingsText = {
  number_of_frame: number;
  interval_count_down?: number;
  playback_speed: number;
  individual_photo?: 'enabled' | 'disabled';
  show_overlay: boolean;
  mirror_live: boolean;
};

/** A 3 in 1 animation's or fast style's settings in one line: '4 frames · 3 s countdown · Fast · overlay'. */
export function describeCaptureSettings(settings: CaptureSettingsText): string {
  return [
    `${settings.number_of_frame} frames`,
    settings.interval_count_down !== undefined && `${settings.interval_count_down} s countdown`,
    speedLabel(settings.playback_speed),
    settings.individual_photo === 'enabled' && 'individual photos',
    settings.show_overlay && 'overlay',
    settings.mirror_live && 'mirrored',
  ]
    .filter(Boolean)
    .join(' · ');
}
