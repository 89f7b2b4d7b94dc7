/**
 * What a guest may shoot at this event, from its features and options: a still photo, each 3 in 1
 * animation and 3 in 1 fast style the organiser chose (named by its style), a boomerang or a
 * video, each with the settings the organiser gave its step. The settings of an option that is
 * off are null, so the flags decide. Labels and hints are in the guest's language.
 */
import type { BoothEvent, BurstGifSettingItem, GifSettingItem, MediaType } from '@boothdeck/contract';
import type { GuestText } from '@boothdeck/i18n';
import { englishText } from '@boothdeck/i18n/react';

export type ModeId = 'photo' | 'gif' | 'burst' | 'boomerang' | 'video';

export type BoothMode = {
  id: ModeId;
  /** Tells apart the modes of one kind: each 3 in 1 animation and fast style the organiser chose is a mode of its own. */
  key: string;
  label: string;
  /** One line under the label: what the guest will do. */
  hint: string;
  mediaType: MediaType;
  /** Seconds counted down before the (first) shot. */
  countdownSeconds: number;
  /** Stills in an animation. */
  frames?: number;
  /** Length of a clip, in seconds. */
  durationSeconds?: number;
  gif?: GifSettingItem;
  burst?: BurstGifSettingItem;
};

/** Seconds counted down before a photo, a boomerang or a video: no step sets them. */
export const SHUTTER_COUNTDOWN_SECONDS = 3;
export const VIDEO_SECONDS = 6;
export const BOOMERANG_FRAMES = 10;
export const BOOMERANG_GAP_MS = 120;

/** A 3 in 1 mode's button: named by its style when the organiser chose more than one of its kind. */
const styleLabel = (kind: string, style: string, ofKind: number) => (ofKind > 1 ? `${kind}: ${style}` : kind);

export function boothModes(
  event: Pick<BoothEvent, 'features' | 'options' | 'gif_gallery' | 'brust_gif_gallery'>,
  { t }: GuestText = englishText(),
) {
  const modes: BoothMode[] = [];
  const { features, options } = event;
  if (features.still_photo === 1)
    modes.push({
      id: 'photo',
      key: 'photo',
      label: t('kiosk.mode.photo'),
      hint: t('kiosk.mode.photoHint', { seconds: SHUTTER_COUNTDOWN_SECONDS }),
      mediaType: 'photo',
      countdownSeconds: SHUTTER_COUNTDOWN_SECONDS,
    });
  const gifs = features.three_in_one === 1 && options.gif === 1 ? (event.gif_gallery ?? []) : [];
  for (const gif of gifs) {
    const { number_of_frame: frames, interval_count_down: countdown } = gif.gif_settings;
    modes.push({
      id: 'gif',
      key: `gif-${gif.gif_id}`,
      label: styleLabel(t('kiosk.mode.gif'), gif.gif.name, gifs.length),
      hint: t('kiosk.mode.gifHint', { name: gif.gif.name, photos: frames, seconds: countdown }),
      mediaType: 'gif',
      countdownSeconds: countdown,
      frames,
      gif,
    });
  }
  const bursts = features.three_in_one === 1 && options.brust_gif === 1 ? (event.brust_gif_gallery ?? []) : [];
  for (const burst of bursts) {
    const frames = burst.brust_gif_setting.number_of_frame;
    modes.push({
      id: 'burst',
      key: `burst-${burst.brust_gif_id}`,
      label: styleLabel(t('kiosk.mode.burst'), burst.name, bursts.length),
      hint: t('kiosk.mode.burstHint', { name: burst.name, photos: frames }),
      mediaType: 'burst_gif',
      countdownSeconds: SHUTTER_COUNTDOWN_SECONDS,
      frames,
      burst,
    });
  }
  if (features.boomerang === 1)
    modes.push({
      id: 'boomerang',
      key: 'boomerang',
      label: t('kiosk.mode.boomerang'),
      hint: t('kiosk.mode.boomerangHint'),
      mediaType: 'boomerang',
      countdownSeconds: SHUTTER_COUNTDOWN_SECONDS,
      frames: BOOMERANG_FRAMES,
    });
  if (features.video === 1)
    modes.push({
      id: 'video',
      key: 'video',
      label: t('kiosk.mode.video'),
      hint: t('kiosk.mode.videoHint', { seconds: VIDEO_SECONDS }),
      mediaType: 'video',
      countdownSeconds: SHUTTER_COUNTDOWN_SECONDS,
      durationSeconds: VIDEO_SECONDS,
    });
  return modes;
}
