/** The 3 in 1 animation step's items: the event's chosen animations in the shape the server lists them. */
import {
  DEFAULT_INDIVIDUAL_PHOTO,
  DEFAULT_PLAYBACK_SPEED,
  GIF_COUNTDOWN_SECONDS,
  GIF_FRAME_COUNT,
  type GifListItem,
  type GifSettingBody,
  type GifSettingInput,
  type GifSettingItem,
} from '@boothdeck/contract';
import type { CaptureSettingsShape } from '../common/library/components/capture-settings-modal';
import type { AnimationItems } from '../common/library/hooks/use-animation-step';

export const GIF_SETTINGS_SHAPE: CaptureSettingsShape = {
  frameCount: { min: GIF_FRAME_COUNT.min, max: GIF_FRAME_COUNT.max, step: 1 },
  countdown: { min: GIF_COUNTDOWN_SECONDS.min, max: GIF_COUNTDOWN_SECONDS.max },
  hasIndividualPhoto: true,
};

/** A newly chosen animation with the chooser's defaults (playback speed 2). */
export function newGifItem(gif: GifListItem): GifSettingItem {
  return {
    gif_id: gif.id,
    photo: gif.photo,
    gif_settings: {
      gifId: gif.id,
      number_of_frame: GIF_FRAME_COUNT.default,
      interval_count_down: GIF_COUNTDOWN_SECONDS.default,
      playback_speed: DEFAULT_PLAYBACK_SPEED,
      individual_photo: DEFAULT_INDIVIDUAL_PHOTO,
      show_overlay: false,
      mirror_live: false,
    },
    gif: { id: gif.id, name: gif.name, photo: gif.photo, preview_image: gif.preview_image, custom_frame: [] },
  };
}

export const toGifSettingList = (items: readonly GifSettingItem[]): GifSettingInput[] =>
  items.map((item) => ({ ...item.gif_settings, gifId: item.gif_id }));

/** A chosen animation as the step's list reads and changes it, made from a library style and saved. */
export const GIF_ITEMS: AnimationItems<GifSettingItem, GifSettingItem['gif_settings'], GifListItem, GifSettingBody> = {
  idOf: (item) => item.gif_id,
  labelOf: (item) => item.gif.name,
  photoOf: (item) => item.gif.preview_image,
  settingsOf: (item) => item.gif_settings,
  withSettings: (item, gif_settings) => ({ ...item, gif_settings }),
  shape: GIF_SETTINGS_SHAPE,
  fromStyle: newGifItem,
  body: (eventId, items) => ({ eventId, gif_setting: toGifSettingList(items) }),
};
