/** The 3 in 1 fast step's items: the event's chosen styles in the shape the server lists them. */
import {
  BURST_FRAME_COUNTS,
  type BurstGifBody,
  type BurstGifInput,
  type BurstGifItem,
  type BurstGifSettingItem,
  DEFAULT_BURST_FRAME_COUNT,
  DEFAULT_INDIVIDUAL_PHOTO,
  DEFAULT_PLAYBACK_SPEED,
} from '@boothdeck/contract';
import type { CaptureSettingsShape } from '../common/library/components/capture-settings-modal';
import type { AnimationItems } from '../common/library/hooks/use-animation-step';

const FIRST = BURST_FRAME_COUNTS[0];
const LAST = BURST_FRAME_COUNTS[BURST_FRAME_COUNTS.length - 1] ?? FIRST;

/** Frames 6..16 in steps of 2; no countdown, no single photos. */
export const BURST_SETTINGS_SHAPE: CaptureSettingsShape = {
  frameCount: { min: FIRST, max: LAST, step: 2 },
  hasIndividualPhoto: false,
};

export function newBurstItem(burst: BurstGifItem): BurstGifSettingItem {
  return {
    brust_gif_id: burst.id,
    name: burst.name,
    photo: burst.photo,
    brust_gif_setting: {
      brustGifId: burst.id,
      number_of_frame: DEFAULT_BURST_FRAME_COUNT,
      playback_speed: DEFAULT_PLAYBACK_SPEED,
      individual_photo: DEFAULT_INDIVIDUAL_PHOTO,
      show_overlay: false,
      mirror_live: false,
    },
  };
}

export const toBurstGifList = (items: readonly BurstGifSettingItem[]): BurstGifInput[] =>
  items.map((item) => ({ ...item.brust_gif_setting, brustGifId: item.brust_gif_id }));

/** A chosen style as the step's list reads and changes it, made from a library style and saved. */
export const BURST_ITEMS: AnimationItems<
  BurstGifSettingItem,
  BurstGifSettingItem['brust_gif_setting'],
  BurstGifItem,
  BurstGifBody
> = {
  idOf: (item) => item.brust_gif_id,
  labelOf: (item) => item.name,
  photoOf: (item) => item.photo,
  settingsOf: (item) => item.brust_gif_setting,
  withSettings: (item, brust_gif_setting) => ({ ...item, brust_gif_setting }),
  shape: BURST_SETTINGS_SHAPE,
  fromStyle: newBurstItem,
  body: (eventId, items) => ({ eventId, brust_gif: toBurstGifList(items) }),
};
