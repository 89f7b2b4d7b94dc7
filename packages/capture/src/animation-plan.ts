/**
 * How to shoot and play a 3 in 1 animation, from the event's settings for it: how many stills,
 * the countdown between them, how fast the GIF plays, whether the live preview is a mirror, and the
 * organiser's overlay when it is to be shown.
 */
import type { BurstGifSettingItem, GifSettingItem } from '@boothdeck/contract';
import type { SequencePlan } from './shoot-sequence.ts';

export type AnimationPlan = {
  sequence: SequencePlan;
  /** Each frame's time in the GIF, from the playback speed. */
  delayMs: number;
  /**
   * The organiser's `mirror_live`: show the live preview as a mirror. Whether the kept frames are
   * mirrored too is the kiosk's choice (`mirror` of `renderStill`/`composeStill`).
   */
  mirror: boolean;
  /** The organiser's overlay for this animation, when `show_overlay` is on and one was uploaded. */
  overlayUrl?: string;
};

/** Frame time for playback speeds 1 (Slow) to 4 (Super Fast). */
export const PLAYBACK_DELAY_MS: Record<number, number> = { 1: 1000, 2: 600, 3: 350, 4: 200 };
/** The pause between the stills of a 3 in 1 fast burst, which has no countdown. */
export const BURST_GAP_MS = 250;

const delayFor = (speed: number) => PLAYBACK_DELAY_MS[speed] ?? (PLAYBACK_DELAY_MS[2] as number);

/** A 3 in 1 animation: `number_of_frame` stills, each after `interval_count_down` seconds. */
export function gifAnimationPlan(item: GifSettingItem): AnimationPlan {
  const settings = item.gif_settings;
  const overlayUrl = settings.show_overlay ? item.gif.custom_frame[0]?.frame : undefined;
  return {
    sequence: { count: settings.number_of_frame, countdownSeconds: settings.interval_count_down },
    delayMs: delayFor(settings.playback_speed),
    mirror: settings.mirror_live,
    ...(overlayUrl ? { overlayUrl } : {}),
  };
}

/** A 3 in 1 fast burst: `number_of_frame` stills in quick succession. */
export function burstAnimationPlan(item: BurstGifSettingItem): AnimationPlan {
  const settings = item.brust_gif_setting;
  return {
    sequence: { count: settings.number_of_frame, countdownSeconds: 0, gapMs: BURST_GAP_MS },
    delayMs: delayFor(settings.playback_speed),
    mirror: settings.mirror_live,
  };
}
